// What the listing form stores of a price and an odometer (docs/product/currencies-and-units.md): as asked and read,
// and as every comparison reads them (US cents, miles); the currency follows the place when the seller leaves it.
import { describe, expect, it } from "vitest";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { noDisclosure } from "#app/modules/disclosure/disclosure-fields.ts";
import { listingFormColumns } from "./create-listing.server.ts";
import type { ListingInput } from "./listing-form-rules.ts";

const input: ListingInput = {
  vehicleType: "van",
  vin: null,
  make: "Ram",
  model: "Promaster",
  year: 2021,
  title: "",
  priceCents: 6_950_000,
  currency: null,
  mileage: 105_773,
  mileageUnit: "km",
  location: "Montreal, QC",
  description: "Prête pour l'hiver.",
  images: [],
  videos: [],
  details: noCamperDetails,
  disclosure: noDisclosure,
  acceptsOffers: true,
  offerFloorCents: null,
};
const inMontreal = { location: "Montreal, QC", latitude: 45.5, longitude: -73.57 };

describe("the listing form's price and odometer", () => {
  it("prices a camper in Canada in Canadian dollars unless the seller chose, and compares it in US dollars", () => {
    expect(listingFormColumns(input, inMontreal, null)).toMatchObject({
      askingPriceCents: 6_950_000,
      currency: "CAD",
      priceCents: 4_964_286,
      odometer: 105_773,
      odometerUnit: "km",
      mileage: 65_724,
    });
    expect(listingFormColumns({ ...input, currency: "USD" }, inMontreal, null)).toMatchObject({
      currency: "USD",
      priceCents: 6_950_000,
    });
    expect(
      listingFormColumns(
        { ...input, mileageUnit: "mi", mileage: null },
        { ...inMontreal, location: "Denver, CO" },
        null,
      ),
    ).toMatchObject({ currency: "USD", priceCents: 6_950_000, odometer: null, mileage: null });
  });
});
