import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  canonicalListingUrl,
  descriptionExcerpt,
  type ListingStructuredDataInput,
  listingStructuredData,
  serializeJsonLd,
} from "./listing-structured-data.ts";

const id = "6f1c2b7e-3a45-4d6b-9c0e-1f2a3b4c5d6e";

function input(overrides: Partial<ListingStructuredDataInput> = {}): ListingStructuredDataInput {
  return {
    id,
    title: "2019 Sprinter 144",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: 2019,
    priceCents: 6_550_000,
    description: "Solar, heater,\n\nand a bed.",
    images: ["/uploads/a.webp", "https://cdn.example.com/b.webp"],
    ...overrides,
  };
}

describe("listingStructuredData", () => {
  it("describes the listing as a used Product for sale in USD, in stock, at its canonical URL", () => {
    const { "@context": context, "@graph": graph } = listingStructuredData(input(), "https://roamstead.com/");
    expect(context).toBe("https://schema.org");
    const [product] = graph;
    expect(product).toMatchObject({
      "@type": "Product",
      name: "2019 Sprinter 144",
      description: "Solar, heater, and a bed.",
      image: ["https://roamstead.com/uploads/a.webp", "https://cdn.example.com/b.webp"],
      brand: { "@type": "Brand", name: "Mercedes-Benz" },
      model: "Sprinter 144",
      url: `https://roamstead.com/listing/${id}`,
      offers: {
        "@type": "Offer",
        price: "65500.00",
        priceCurrency: "USD",
        itemCondition: "https://schema.org/UsedCondition",
        availability: "https://schema.org/InStock",
        url: `https://roamstead.com/listing/${id}`,
      },
    });
  });

  it("says a sold listing's offer is sold out (docs/product/mark-as-sold.md)", () => {
    const [product] = listingStructuredData(input({ soldAt: new Date() }), "https://roamstead.com")["@graph"];
    expect(product.offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("leads the breadcrumb from Home through Listings to the listing", () => {
    const [, breadcrumbs] = listingStructuredData(input(), "http://localhost:3000")["@graph"];
    expect(breadcrumbs).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
        { "@type": "ListItem", position: 2, name: "Listings", item: "http://localhost:3000/listings" },
        { "@type": "ListItem", position: 3, name: "2019 Sprinter 144", item: `http://localhost:3000/listing/${id}` },
      ],
    });
  });

  it("names an untitled listing by make and model, and leaves out a missing brand and model", () => {
    const [named] = listingStructuredData(input({ title: " " }), "https://roamstead.com")["@graph"];
    expect(named.name).toBe("Mercedes-Benz Sprinter 144");
    const [bare] = listingStructuredData(input({ title: "", make: "", model: "", description: "" }), "https://x.test")[
      "@graph"
    ];
    expect(bare.name).toBe("Untitled Listing");
    expect(bare.description).toBe("Untitled Listing");
    expect(bare).not.toHaveProperty("brand");
    expect(bare).not.toHaveProperty("model");
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
    expect(serializeJsonLd(listingStructuredData(input(), "https://roamstead.com"))).toContain('"@type":"Product"');
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
