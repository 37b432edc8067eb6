import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";

/** The home page's main photo and the listing it shows ('Pictured: {title}'). */
export interface HomeHero {
  /** The listing's cover, `/media/<id>`. */
  image: string;
  listingId: string;
  title: string;
}

/**
 * The hero's photo (docs/product/browse-and-search.md, Home): the cover of the first listing that has one,
 * looking through the lists in order (the featured listings, then the newest), passing over the photos the
 * page shows elsewhere above the fold (the category tiles') while another is left; null when none has a photo.
 */
export function pickHomeHero(
  lists: readonly (readonly ListingSummary[] | null)[],
  shownElsewhere: ReadonlySet<string> = new Set(),
): HomeHero | null {
  const withPhoto = lists.flatMap((list) => list ?? []).filter((listing) => listing.image !== null);
  const listing = withPhoto.find((candidate) => !shownElsewhere.has(candidate.image ?? "")) ?? withPhoto[0];
  if (!listing?.image) return null;
  return { image: listing.image, listingId: listing.id, title: listingDisplayTitle(listing) };
}
