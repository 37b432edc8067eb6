// The listing card's shape as zod checks it: the browser checks the pages it fetches against it
// (app/modules/search/listing-page.schema.ts). Apart from listing-summary.ts, so that a page that only
// shows cards does not load zod; the fetch that needs it loads it with the next page.

import { dealRatings, drivetrains, vehicleTypes } from "#app/db/listing-vocabulary.ts";
import { currencies, odometerUnits } from "#app/db/money-vocabulary.ts";
import { z } from "#app/lib/zod.ts";

/**
 * What a listing card needs; safe to send to the browser. The one type of the card's read model: its
 * columns are listingCardColumns (listing-card-columns.server.ts), checked to select exactly this, and
 * the owner's and the admin's lists extend it.
 */
export const listingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  vehicleType: z.enum(vehicleTypes),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  /** Miles, as comparisons read them; null when the seller did not give it. */
  mileage: z.number().nullable(),
  /** The odometer as the seller reads it, in `odometerUnit` (docs/product/currencies-and-units.md). */
  odometer: z.number().nullable(),
  odometerUnit: z.enum(odometerUnits),
  /** US cents, as comparisons read them (a price sort's cursor). */
  priceCents: z.number(),
  /** The asking price, in cents of `currency`: what the card shows. */
  askingPriceCents: z.number(),
  currency: z.enum(currencies),
  location: z.string(),
  image: z.string().nullable(),
  isFeatured: z.boolean(),
  // The details a card shows when stated (docs/product/camper-details.md, Where details show).
  sleeps: z.number().nullable(),
  lengthFeet: z.number().nullable(),
  drivetrain: z.enum(drivetrains).nullable(),
  /** Tenths (0–100); null when not rated. */
  offGridRatingTenths: z.number().nullable(),
  // docs/product/buyers-come-back.md: 'Price dropped $X' while recently reduced, and the deal rating.
  priceDropCents: z.number().nullable(),
  dealRating: z.enum(dealRatings).nullable(),
  /** 'Listed 23 days ago': whole days since the camper was first listed (docs/product/making-the-deal.md). */
  listedDaysAgo: z.number(),
  /** 'VIN provided' (docs/product/vin-and-paperwork.md). */
  hasVin: z.boolean(),
  /** 'Inspected {Month YYYY}': the latest inspection's day ("2026-03-14") while it is recent, else null (listing-documents.md). */
  inspectedOn: z.string().nullable(),
  /** 'Sale pending': an accepted offer holds the camper (docs/product/making-the-deal.md). */
  isSalePending: z.boolean(),
});
