// A page of builder cards as zod checks it: the browser checks the /api/builders pages it fetches against it
// (infinite-builder-grid.tsx loads this module with the first of them). Apart from builder-summary.ts, so that a page
// that only names a builder (a listing, a blog post) does not load zod.
import { z } from "#app/lib/zod.ts";

/** A card on /builders: the photos feed the card's lightbox, the first one is the card's image. */
export const builderCardSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  location: z.string(),
  /** Photo URLs in the owner's order (images only; the video is on the profile page). */
  images: z.array(z.string()),
  /** An absolute http(s) URL, or ''. */
  website: z.string(),
  /** A handle without '@', or ''. */
  instagram: z.string(),
});

export const builderPageSchema = z.object({
  builders: z.array(builderCardSchema),
  /** The `cursor` that loads the next page; null once a page came back short. */
  nextCursor: z.string().nullable(),
});
