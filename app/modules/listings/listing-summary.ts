import { z } from "zod";
import { drivetrains } from "#app/modules/camper-details/camper-details.ts";

/**
 * What a listing card needs; safe to send to the browser. The one type of the card's read model: its
 * columns are listingCardColumns (listing-card-columns.server.ts), checked to select exactly this, and
 * the owner's and the admin's lists extend it. The browser checks pages it fetches against the schema.
 */
export const listingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  priceCents: z.number(),
  location: z.string(),
  image: z.string().nullable(),
  isFeatured: z.boolean(),
  // The details a card shows when stated (docs/product/camper-details.md, Where details show).
  sleeps: z.number().nullable(),
  lengthFeet: z.number().nullable(),
  drivetrain: z.enum(drivetrains).nullable(),
  /** Tenths (0–100); null when not rated. */
  offGridRatingTenths: z.number().nullable(),
});

export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** The card's title: the title, else make plus model, else 'Untitled Listing' (docs/product/browse-and-search.md). */
export function listingDisplayTitle(listing: Pick<ListingSummary, "title" | "make" | "model">): string {
  const title = listing.title.trim();
  if (title) return title;
  const makeModel = `${listing.make} ${listing.model}`.trim();
  return makeModel || "Untitled Listing";
}
