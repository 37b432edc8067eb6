import { describe, expect, it } from "vitest";
import { breadcrumbListStructuredData } from "./breadcrumb-list-structured-data.ts";
import { listingBreadcrumbs } from "./breadcrumbs.ts";

describe("breadcrumbListStructuredData", () => {
  it("numbers the crumbs from 1 and makes each page's URL absolute on BASE_URL", () => {
    const trail = listingBreadcrumbs({ id: "abc", title: "Our bus", vehicleType: "skoolie", regionCode: "CO" });
    expect(breadcrumbListStructuredData(trail, "https://roamstead.example/")).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://roamstead.example/" },
        { "@type": "ListItem", position: 2, name: "Skoolies", item: "https://roamstead.example/campers/skoolies" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Colorado",
          item: "https://roamstead.example/campers/skoolies/colorado",
        },
        { "@type": "ListItem", position: 4, name: "Our bus", item: "https://roamstead.example/listing/abc" },
      ],
    });
  });
});
