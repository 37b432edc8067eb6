import type { z } from "zod";
import type { listingSummarySchema } from "./listing-summary.schema.ts";

/** What a listing card needs (its schema, which the browser checks fetched pages with, is in listing-summary.schema.ts). */
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** The card's title: the title, else make plus model, else 'Untitled Listing' (docs/product/browse-and-search.md). */
export function listingDisplayTitle(listing: Pick<ListingSummary, "title" | "make" | "model">): string {
  const title = listing.title.trim();
  if (title) return title;
  const makeModel = `${listing.make} ${listing.model}`.trim();
  return makeModel || "Untitled Listing";
}
