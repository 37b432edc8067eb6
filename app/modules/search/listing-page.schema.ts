// A page of listing cards as the browser checks it when infinite scroll fetches the next one; loaded
// with that fetch (so a first visit does not load zod).
import { z } from "#app/lib/zod.ts";
import { listingSummarySchema } from "#app/modules/listings/listing-summary.schema.ts";

export const listingCardPageSchema = z.object({
  /** A radius search's cards carry their great-circle distance from the searched place, in whole miles. */
  listings: z.array(listingSummarySchema.extend({ distanceMiles: z.number().optional() })),
  hasMore: z.boolean(),
  /** The `cursor` URL parameter that loads the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
