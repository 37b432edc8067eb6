/** What a listing card needs; safe to send to the browser. */
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

/** The card's title: the title, else make plus model, else 'Untitled Listing' (spec §2). */
export function listingDisplayTitle(listing: Pick<ListingSummary, "title" | "make" | "model">): string {
  const title = listing.title.trim();
  if (title) return title;
  const makeModel = `${listing.make} ${listing.model}`.trim();
  return makeModel || "Untitled Listing";
}
