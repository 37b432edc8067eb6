/**
 * What a listing card needs; safe to send to the browser. The one type of the card's read model: its
 * columns are listingCardColumns (listing-card-columns.server.ts), checked to select exactly this, and
 * the owner's and the admin's lists extend it.
 */
export interface ListingSummary {
  id: string;
  title: string;
  make: string;
  model: string;
  year: number;
  priceCents: number;
  location: string;
  image: string | null;
  isFeatured: boolean;
}

/** The card's title: the title, else make plus model, else 'Untitled Listing' (docs/product/browse-and-search.md, Listing card). */
export function listingDisplayTitle(listing: Pick<ListingSummary, "title" | "make" | "model">): string {
  const title = listing.title.trim();
  if (title) return title;
  const makeModel = `${listing.make} ${listing.model}`.trim();
  return makeModel || "Untitled Listing";
}
