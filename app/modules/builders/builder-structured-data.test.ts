import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { serializeJsonLd } from "#app/modules/listings/listing-structured-data.ts";
import { english } from "#app/test/translator.tsx";
import { builderDescription, builderStructuredData, canonicalBuilderUrl } from "./builder-structured-data.ts";

const builder = {
  id: "6f1c1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  businessName: "Trailhead Van Works",
  description: "Sprinter conversions.\n\nOff-grid power </script><script>alert(1)</script>",
  location: "Bend, OR",
  latitude: 44.0582,
  longitude: -121.3153,
  images: ["/media/0b7a1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "/uploads/legacy.webp"],
  website: "https://trailhead.example/",
  instagram: "trailheadvans",
  email: "hello@trailhead.example",
};

describe("builderStructuredData", () => {
  it("describes the builder as a LocalBusiness with its place, photos and links, and a breadcrumb", () => {
    const data = builderStructuredData(builder, "https://roamstead.example/", english);
    const [business, breadcrumbs] = data["@graph"];
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      name: "Trailhead Van Works",
      url: "https://trailhead.example/",
      mainEntityOfPage: "https://roamstead.example/builder/6f1c1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      address: { "@type": "PostalAddress", addressLocality: "Bend", addressRegion: "OR", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: 44.0582, longitude: -121.3153 },
      email: "hello@trailhead.example",
      sameAs: ["https://trailhead.example/", "https://www.instagram.com/trailheadvans/"],
      image: [
        "https://roamstead.example/media/0b7a1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/1920.webp",
        "https://roamstead.example/uploads/legacy.webp",
      ],
    });
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Builders", "Trailhead Van Works"]);
    expect(serializeJsonLd(data)).not.toContain("</script>");
  });

  it("leaves out what the builder did not give, and names the unnamed", () => {
    const [business] = builderStructuredData(
      {
        ...builder,
        businessName: " ",
        website: "",
        instagram: "",
        email: "",
        images: [],
        latitude: null,
        longitude: null,
      },
      "https://roamstead.example",
      english,
    )["@graph"];
    expect(business.name).toBe("Unnamed Builder");
    expect(business.url).toBe(canonicalBuilderUrl("https://roamstead.example", builder.id));
    expect(business).not.toHaveProperty("image");
    expect(business).not.toHaveProperty("geo");
    expect(business).not.toHaveProperty("sameAs");
    expect(
      builderStructuredData({ ...builder, location: "Whistler" }, "https://x.test", english)["@graph"][0].address,
    ).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Whistler",
    });
    expect(builderDescription({ ...builder, description: "" }, english)).toBe(
      "Trailhead Van Works, custom camper builder in Bend, OR, on Roamstead.",
    );
  });

  it("names the breadcrumb, the unnamed and the description in French on a French page", () => {
    const { t } = translatorFor("fr-CA");
    const [business, breadcrumbs] = builderStructuredData({ ...builder, businessName: "" }, "https://x.test", t)[
      "@graph"
    ];
    expect(business.name).toBe("Aménageur sans nom");
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      "Accueil",
      "Aménageurs",
      "Aménageur sans nom",
    ]);
    expect(builderDescription({ ...builder, description: "" }, t)).toBe(
      "Trailhead Van Works, aménageur de VR sur mesure à Bend, OR, sur Roamstead.",
    );
  });
});
