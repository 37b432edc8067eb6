import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { canonicalListingUrl, descriptionExcerpt } from "./listing-sharing.ts";
import { type ListingStructuredDataInput, listingStructuredData, serializeJsonLd } from "./listing-structured-data.ts";

const id = "6f1c2b7e-3a45-4d6b-9c0e-1f2a3b4c5d6e";

function input(overrides: Partial<ListingStructuredDataInput> = {}): ListingStructuredDataInput {
  return {
    id,
    title: "2019 Sprinter 144",
    vehicleType: "van",
    regionCode: "CO",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: 2019,
    askingPriceCents: 6_550_000,
    currency: "USD",
    odometer: 48_000,
    odometerUnit: "mi",
    seatbelts: 3,
    drivetrain: "4x4",
    transmission: "automatic",
    fuel: "diesel",
    description: "Solar, heater,\n\nand a bed.",
    images: ["/uploads/a.webp", "https://cdn.example.com/b.webp", "/media/0b7a1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f"],
    ...overrides,
  };
}

const listingUrl = `https://roamstead.com/listing/${id}`;

describe("listingStructuredData (docs/product/found-and-shared.md, Structured data)", () => {
  it("describes the listing as a Product and Vehicle, with what the seller stated of it", () => {
    const { "@context": context, "@graph": graph } = listingStructuredData(input(), "https://roamstead.com/");
    expect(context).toBe("https://schema.org");
    const [vehicle] = graph;
    expect(vehicle).toEqual({
      "@type": ["Product", "Vehicle"],
      "@id": `${listingUrl}#product`,
      name: "2019 Sprinter 144",
      description: "Solar, heater, and a bed.",
      image: [
        "https://roamstead.com/uploads/a.webp",
        "https://cdn.example.com/b.webp",
        "https://roamstead.com/media/0b7a1f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/1920.webp",
      ],
      brand: { "@type": "Brand", name: "Mercedes-Benz" },
      model: "Sprinter 144",
      vehicleModelDate: "2019",
      bodyType: "Van",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 48_000, unitCode: "SMI" },
      fuelType: "Diesel",
      driveWheelConfiguration: "https://schema.org/FourWheelDriveConfiguration",
      vehicleTransmission: "Automatic",
      seatingCapacity: 3,
      url: listingUrl,
      offers: {
        "@type": "Offer",
        url: listingUrl,
        price: "65500.00",
        priceCurrency: "USD",
        itemCondition: "https://schema.org/UsedCondition",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("says a sold listing's offer is sold out (docs/product/mark-as-sold.md)", () => {
    const [vehicle] = listingStructuredData(input({ soldAt: new Date() }), "https://roamstead.com")["@graph"];
    expect(vehicle.offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("says a camper held by an accepted offer is reserved (docs/product/making-the-deal.md, Sale pending)", () => {
    const [vehicle] = listingStructuredData(input({ isSalePending: true }), "https://roamstead.com")["@graph"];
    expect(vehicle.offers.availability).toBe("https://schema.org/Reserved");
  });

  it("leads the breadcrumb as the visible one does: Home, the type's page, the type in its state, the listing", () => {
    const [, breadcrumbs] = listingStructuredData(input(), "http://localhost:3000")["@graph"];
    expect(breadcrumbs).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
        { "@type": "ListItem", position: 2, name: "Camper vans", item: "http://localhost:3000/campers/vans" },
        { "@type": "ListItem", position: 3, name: "Colorado", item: "http://localhost:3000/campers/vans/colorado" },
        { "@type": "ListItem", position: 4, name: "2019 Sprinter 144", item: `http://localhost:3000/listing/${id}` },
      ],
    });
    const [, withoutState] = listingStructuredData(input({ regionCode: null, title: "" }), "http://x.test")["@graph"];
    expect(withoutState.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Camper vans",
      "Mercedes-Benz Sprinter 144",
    ]);
  });

  it("gives a Canadian camper's price in Canadian dollars and its odometer in kilometres", () => {
    const [vehicle] = listingStructuredData(
      input({ askingPriceCents: 8_950_000, currency: "CAD", odometer: 120_500, odometerUnit: "km" }),
      "https://x.test",
    )["@graph"];
    expect(vehicle.offers).toMatchObject({ price: "89500.00", priceCurrency: "CAD" });
    expect(vehicle.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 120_500, unitCode: "KMT" });
  });

  it("gives the VIN the seller gave as vehicleIdentificationNumber (docs/product/vin-and-paperwork.md)", () => {
    const [vehicle] = listingStructuredData(input({ vin: "WD3PE8CC4E5812345" }), "https://x.test")["@graph"];
    expect(vehicle).toMatchObject({ vehicleIdentificationNumber: "WD3PE8CC4E5812345" });
  });

  it("leaves out what the seller did not state, and never guesses", () => {
    const [vehicle] = listingStructuredData(
      input({
        title: "",
        make: "",
        model: "",
        description: "",
        images: [],
        odometer: null,
        seatbelts: null,
        drivetrain: null,
        transmission: null,
        fuel: null,
      }),
      "https://x.test",
    )["@graph"];
    expect(vehicle.name).toBe("Untitled Listing");
    expect(vehicle.description).toBe("Untitled Listing");
    for (const property of [
      "image",
      "brand",
      "model",
      "mileageFromOdometer",
      "fuelType",
      "driveWheelConfiguration",
      "vehicleTransmission",
      "seatingCapacity",
      "vehicleIdentificationNumber",
    ]) {
      expect(vehicle).not.toHaveProperty(property);
    }
    expect(vehicle.offers).not.toHaveProperty("seller");
  });

  it("writes two-wheel drive in words (schema.org names only all-, four-, front- and rear-wheel drive)", () => {
    const [twoWheel] = listingStructuredData(input({ drivetrain: "2wd" }), "https://x.test")["@graph"];
    expect(twoWheel.driveWheelConfiguration).toBe("Two-wheel drive");
    const [allWheel] = listingStructuredData(input({ drivetrain: "awd" }), "https://x.test")["@graph"];
    expect(allWheel.driveWheelConfiguration).toBe("https://schema.org/AllWheelDriveConfiguration");
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed from inside: <, > and & are escaped, and the JSON still parses back", () => {
    const value = { description: "</script><script>alert(1)</script> & <!-- \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });

  it("keeps the compact form search engines and tests look for", () => {
    expect(serializeJsonLd(listingStructuredData(input(), "https://roamstead.com"))).toContain(
      '"@type":["Product","Vehicle"]',
    );
  });
});

describe("descriptionExcerpt", () => {
  it("is the first 160 characters with line breaks folded", () => {
    const description = `${"a".repeat(100)}\n\n${"b".repeat(100)}`;
    const excerpt = descriptionExcerpt(description);
    expect(excerpt).toHaveLength(160);
    expect(excerpt).toBe(`${"a".repeat(100)} ${"b".repeat(59)}`);
    expect(descriptionExcerpt("  short \n text  ")).toBe("short text");
  });

  it("never cuts a character in half", () => {
    const excerpt = descriptionExcerpt(`${"a".repeat(159)}🚐🚐`);
    expect(Array.from(excerpt)).toHaveLength(160);
    expect(excerpt.endsWith("🚐")).toBe(true);
  });

  it("is always the first code points of the folded text, whatever the mix of characters", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", "\n", "é", "🚐", "👍🏽"), maxLength: 400 });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 200 }), (description, length) => {
        const folded = description.replace(/\s+/g, " ").trim();
        expect(descriptionExcerpt(description, length)).toBe(Array.from(folded).slice(0, length).join("").trimEnd());
      }),
    );
  });
});

describe("URLs", () => {
  it("builds the canonical listing URL and absolute image URLs on BASE_URL", () => {
    expect(canonicalListingUrl("https://roamstead.com/", id)).toBe(`https://roamstead.com/listing/${id}`);
    expect(absoluteUrl("https://roamstead.com", "/uploads/x.webp")).toBe("https://roamstead.com/uploads/x.webp");
    expect(absoluteUrl("https://roamstead.com", "https://s3.example.com/x.webp")).toBe("https://s3.example.com/x.webp");
  });
});
