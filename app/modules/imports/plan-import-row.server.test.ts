// What a row does (docs/product/open-platform.md, Inventory import): checked with the listing form's schema and
// messages, compared with the seller's listing or draft as the listings table stores it, so a file imported again
// is 'No change' however the form filled in what the seller left empty.
import { describe, expect, it } from "vitest";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type ListingFormValues, listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { type ImportTarget, planImportRow } from "./plan-import-row.server.ts";

const cells = {
  stock_number: "VAN-1",
  tier: "roam",
  vehicle_type: "van",
  make: "Ford",
  model: "Transit",
  year: "2020",
  title: "",
  price: "40000",
  currency: "",
  location: "Bend, OR",
  description: "A van.",
};
const row = (more: Record<string, string> = {}) => ({ cells: { ...cells, ...more }, isWhole: true, isRepeated: false });

const target = (
  kind: ImportTarget["kind"],
  values: ListingFormValues,
  more: Partial<ImportTarget> = {},
): ImportTarget => ({
  kind,
  id: "00000000-0000-4000-8000-000000000001",
  tier: "roam",
  isSold: false,
  values,
  photosFrom: null,
  photosComing: null,
  ...more,
});

describe("planning a row", () => {
  it("is 'No change' for a listing whose empty title and currency the form filled in", () => {
    const listed = listingFormValues({ ...cells, title: "2020 Ford Transit", currency: "USD", mileage_unit: "mi" });
    expect(planImportRow(row(), target("listing", listed)).outcome).toBe("unchanged");
    expect(planImportRow(row({ price: "39,500" }), target("listing", listed)).outcome).toBe("update");
  });

  it("reads a draft's details typed in metres in the file's feet", () => {
    const draft = listingFormValues({ ...cells, length_ft: "7,3", detail_units: "metric" });
    const plan = planImportRow(row({ price: "41000" }), target("draft", draft));
    if (plan.outcome !== "update") throw new Error(`planned ${plan.outcome}`);
    expect(plan.input.details.lengthFeet).toBe(24);
    expect(plan.values.details.length_ft).toBe("24");
  });

  it("fetches photos only when the row names others than the ones in place or on their way", () => {
    const listed = listingFormValues({ ...cells, title: "2020 Ford Transit", currency: "USD" });
    const urls = ["https://photos.example.com/1.jpg", "https://photos.example.com/2.jpg"];
    const photoCell = { photo_urls: urls.join(" | ") };
    expect(planImportRow(row(photoCell), target("listing", listed, { photosFrom: urls })).outcome).toBe("unchanged");
    expect(planImportRow(row(photoCell), target("listing", listed, { photosComing: urls })).outcome).toBe("unchanged");
    const plan = planImportRow(row(photoCell), target("listing", listed, { photosFrom: urls.slice(0, 1) }));
    expect(plan).toMatchObject({ outcome: "update", changesFields: false, photoUrls: urls });
  });

  it("gives the form's messages and the import's own, by column", () => {
    const plan = planImportRow(
      row({ make: "", year: "20", tier: "gold", photo_urls: "ftp://photos.example.com/1.jpg", stock_number: " " }),
      null,
    );
    expect(plan).toEqual({
      outcome: "invalid",
      problems: {
        stock_number: "imports.row.stockNumberRequired",
        tier: "imports.row.tierInvalid",
        make: "listings.rules.required.make",
        year: "listings.rules.invalidYear",
        photo_urls: "imports.row.photoUrlInvalid",
      },
    });
  });

  it("holds the tier's photo count, which the import's message names for every tier", () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `https://photos.example.com/${n}.jpg`).join(" ");
    expect(planImportRow(row({ tier: "graze", photo_urls: eleven }), null)).toEqual({
      outcome: "invalid",
      problems: { photo_urls: "imports.row.tooManyPhotos" },
    });
    const words = translatorFor("en-US").t("imports.row.tooManyPhotos");
    for (const tier of Object.values(listingTiers)) expect(words).toContain(String(tier.maxImages));
  });
});
