// The columns an inventory import reads (docs/product/open-platform.md, Inventory import): the seller's stock number,
// the tier, every field of the listing form a seller types under the form's own name, and the photos by address.
// Browser-safe: the import page lists them, the template is made from them, the server reads files by them.
import { camperDetailFieldNames } from "#app/modules/camper-details/camper-details.ts";
import { disclosureFieldNames } from "#app/modules/disclosure/disclosure-fields.ts";
import { listingFieldNames } from "#app/modules/listings/listing-form-rules.ts";

export const stockNumberColumn = "stock_number";
export const tierColumn = "tier";
export const photoUrlsColumn = "photo_urls";

/** The listing form's own fields a seller types: photos and video are uploads there (`photo_urls` here). */
export const listingColumns = listingFieldNames.filter(
  (name): name is Exclude<(typeof listingFieldNames)[number], "images" | "video"> =>
    name !== "images" && name !== "video",
);

/** Every column of the form's, in the form's order: the core fields, the camper details, the paperwork and condition. */
const formColumns: readonly string[] = [...listingColumns, ...camperDetailFieldNames, ...disclosureFieldNames];

/** The template's columns, in its order. */
export const importColumns: readonly string[] = [stockNumberColumn, tierColumn, ...formColumns, photoUrlsColumn];

const knownColumns = new Set(importColumns);

export function isImportColumn(name: string): boolean {
  return knownColumns.has(name);
}

/** A header cell as the import reads it: spaces around it and the letter case do not matter. */
export const columnName = (cell: string) => cell.trim().toLowerCase();

/**
 * `photo_urls`: addresses separated by spaces or `|`, in order (the first is the cover). An address named again is
 * the same photo: it is fetched once and keeps its first place.
 */
export function photoUrlsOf(cell: string): string[] {
  return [...new Set(cell.split(/[\s|]+/).filter((url) => url !== ""))];
}

/**
 * The template's example row, by column (an empty column is left out). It makes a valid draft of the tier it names:
 * a test holds it to the form's schema.
 */
export const templateExampleRow: Readonly<Record<string, string>> = {
  stock_number: "VAN-104",
  tier: "roam",
  vehicle_type: "van",
  make: "Mercedes-Benz",
  model: "Sprinter 144",
  year: "2019",
  title: "2019 Sprinter 144 with solar and a fixed bed",
  price: "65000",
  currency: "USD",
  mileage: "48000",
  mileage_unit: "mi",
  location: "Portland, OR",
  description: "Built in 2022: 400 W of solar, a diesel heater, a fixed bed and a cassette toilet. Serviced in May.",
  accepts_offers: "yes",
  sleeps: "2",
  seatbelts: "2",
  length_ft: "19",
  interior_height_in: "72",
  drivetrain: "2wd",
  transmission: "automatic",
  fuel: "diesel",
  solar_watts: "400",
  battery_ah: "200",
  battery_chemistry: "lithium",
  inverter_watts: "2000",
  fresh_water_gal: "20",
  grey_water_gal: "15",
  toilet: "cassette",
  shower: "outdoor",
  heater: "diesel",
  air_conditioning: "no",
  fridge: "yes",
  title_status: "clean",
  title_region: "OR",
  lien: "none",
  titled_owner: "yes",
  smoke_free: "yes",
  pets: "no",
  photo_urls: "https://photos.example.com/van-104/front.jpg https://photos.example.com/van-104/inside.jpg",
};
