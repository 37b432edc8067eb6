// What builder cards and pages show; browser-safe (no owner, payment or moderation state).
import { builderTexts } from "./builder-texts.ts";

/** A card on /builders: the photos feed the card's lightbox, the first one is the card's image. */
export interface BuilderCard {
  id: string;
  businessName: string;
  location: string;
  /** Photo URLs in the owner's order (images only; the video is on the profile page). */
  images: string[];
  /** An absolute http(s) URL, or ''. */
  website: string;
  /** A handle without '@', or ''. */
  instagram: string;
}

export interface BuilderPage {
  builders: BuilderCard[];
  /** The `cursor` that loads the next page; null once a page came back short. */
  nextCursor: string | null;
}

/** Profiles per request on /builders (docs/product/builders.md, Builders directory); a shorter page is the last. */
export const builderPageSize = 9;

/** The business name, or 'Unnamed Builder'. */
export function builderDisplayName(businessName: string): string {
  return businessName.trim() || builderTexts.unnamed;
}
