// A page of listing cards as the browser checks it when infinite scroll fetches the next one; loaded
// with that fetch (so a first visit does not load zod).
import { z } from "#app/lib/zod.ts";
import { listingSummarySchema } from "#app/modules/listings/listing-summary.schema.ts";

export const listingCardPageSchema = z.object({
  listings: z.array(listingSummarySchema),
  hasMore: z.boolean(),
  /** The `cursor` URL parameter that loads the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
