// A card of `/sold` (docs/product/making-the-deal.md, "Sold prices"): what the page shows of a sold camper whose
// seller published its price. Browser-safe: the page's component reads it.
import type { Currency, OdometerUnit } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";

/** Cards per page of `/sold`. */
export const soldPricesPageSize = 24;

export interface SoldPriceCard {
  id: string;
  title: string;
  make: string;
  model: string;
  year: number;
  vehicleType: VehicleType;
  location: string;
  odometer: number | null;
  odometerUnit: OdometerUnit;
  /** The first photo, or null. */
  image: string | null;
  /** The published sale price, in cents of `currency` (the listing's). */
  soldPriceCents: number;
  currency: Currency;
  /** The day of the sale, "2026-03-14" (UTC): 'Sold March 2026'. */
  soldOn: string;
  /** Whole days from the camper's first listing to its sale. */
  daysOnMarket: number;
  /** Its listing page still shows 'Sold' (14 days after the sale): the card links to it only then. */
  hasPage: boolean;
}

export interface SoldPricesPage {
  cards: SoldPriceCard[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}
