// What builder cards and pages show; browser-safe (no owner, payment or moderation state).
import { z } from "#app/lib/zod.ts";
import { builderTexts } from "./builder-texts.ts";

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
export type BuilderCard = z.infer<typeof builderCardSchema>;

export const builderPageSchema = z.object({
  builders: z.array(builderCardSchema),
  /** The `cursor` that loads the next page; null once a page came back short. */
  nextCursor: z.string().nullable(),
});
export type BuilderPage = z.infer<typeof builderPageSchema>;

/** Profiles per request on /builders (docs/product/builders.md, Builders directory); a shorter page is the last. */
export const builderPageSize = 9;

/** The business name, or 'Unnamed Builder'. */
export function builderDisplayName(businessName: string): string {
  return businessName.trim() || builderTexts.unnamed;
}
