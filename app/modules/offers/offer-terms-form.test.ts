// The listing form's offer terms (docs/product/making-the-deal.md, "Offers"): 'Open to offers' unless the seller
// chose 'Firm price', and the private floor, an amount under the asking price, kept only while offers are taken.
import { describe, expect, it } from "vitest";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { listingFormColumns } from "#app/modules/listings/create-listing.server.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { inEnglish } from "#app/test/translator.tsx";

const filled = {
  vehicle_type: "van",
  make: "Mercedes-Benz",
  model: "Sprinter 144",
  year: "2019",
  price: "65,000",
  location: "Portland, OR",
  description: "Solar and a heater.",
};

function terms(fields: Record<string, string>) {
  const parsed = listingFormSchema.safeParse({ ...filled, ...fields });
  if (parsed.success) return { acceptsOffers: parsed.data.acceptsOffers, offerFloorCents: parsed.data.offerFloorCents };
  return { errors: inEnglish(issuesOf(parsed.error).fieldErrors) };
}

describe("the listing form's offer terms", () => {
  it("is open to offers unless the seller chose a firm price", () => {
    expect(terms({})).toEqual({ acceptsOffers: true, offerFloorCents: null });
    expect(terms({ accepts_offers: "yes" })).toEqual({ acceptsOffers: true, offerFloorCents: null });
    expect(terms({ accepts_offers: "no" })).toEqual({ acceptsOffers: false, offerFloorCents: null });
    expect(terms({ accepts_offers: "maybe" })).toEqual({
      errors: { accepts_offers: "Choose 'Open to offers' or 'Firm price'." },
    });
  });

  it("keeps a floor typed like a price, under the asking price, and none on a firm price", () => {
    expect(terms({ offer_floor: "58,000" })).toEqual({ acceptsOffers: true, offerFloorCents: 5_800_000 });
    expect(terms({ offer_floor: " " })).toEqual({ acceptsOffers: true, offerFloorCents: null });
    expect(terms({ accepts_offers: "no", offer_floor: "58000" })).toEqual({
      acceptsOffers: false,
      offerFloorCents: null,
    });
    expect(terms({ offer_floor: "lots" })).toEqual({
      errors: { offer_floor: "Enter an amount such as 40000, or leave the field empty." },
    });
    expect(terms({ offer_floor: "65000" })).toEqual({
      errors: { offer_floor: "The amount to decline offers below must be less than the asking price." },
    });
  });

  it("stores both with the listing, and shows them again as typed", () => {
    const parsed = listingFormSchema.parse({ ...filled, offer_floor: "58000" });
    const place = { location: "Portland, OR", latitude: 45.5, longitude: -122.7 };
    expect(listingFormColumns(parsed, place, null)).toMatchObject({ acceptsOffers: true, offerFloorCents: 5_800_000 });
    expect(listingFormValues({ ...filled, accepts_offers: "no", offer_floor: "58000" })).toMatchObject({
      accepts_offers: "no",
      offer_floor: "58000",
    });
  });
});
