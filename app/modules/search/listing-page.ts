// Keyset paging for listing lists (search, featured): a page ends with an opaque cursor naming
// the last row's sort value and id, and the next page starts strictly after that row. Unlike an
// offset, it neither repeats nor skips cards when listings are published or expire mid-scroll.

import type { z } from "zod";
import { canonicalIdPattern } from "#app/lib/canonical-id.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { listingCardPageSchema } from "./listing-page.schema.ts";

/** Cards per page: the home page's search and the all-listings page (docs/product/browse-and-search.md). */
export const searchPageSizes = { home: 12, allListings: 6 } as const;
export type SearchPageSize = (typeof searchPageSizes)[keyof typeof searchPageSizes];

/** The last row of a page: its value in the list's sort order (a safe integer) and its id. */
export interface ListingCursor {
  sortValue: number;
  id: string;
}

/**
 * One page of listing cards in keyset order (search, /featured, a landing page) and the cursor of the next;
 * what /listing/{id} shows is `ListingPage` (app/modules/listings/get-listing-page.server.ts).
 */
export type ListingCardPage = z.infer<typeof listingCardPageSchema>;

/** Cards per page on /featured (docs/product/browse-and-search.md, Featured). */
export const featuredPageSize = 12;

/** "The link to more results is not valid. Please search again." (a message id: its page names `search`). */
export const invalidCursorMessage: MessageId = "search.error.cursor";

const cursorPattern = new RegExp(`^(-?\\d{1,16})_(${canonicalIdPattern})$`, "i");

export function encodeListingCursor(cursor: ListingCursor): string {
  return `${cursor.sortValue}_${cursor.id}`;
}

/** The cursor a URL carries, or null when it is not one this code wrote. */
export function decodeListingCursor(text: string): ListingCursor | null {
  const match = cursorPattern.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const sortValue = Number(match[1]);
  if (!Number.isSafeInteger(sortValue)) return null;
  return { sortValue, id: match[2].toLowerCase() };
}

/**
 * Turns up to pageSize + 1 rows, each carrying its sort value, into a page: the extra row only
 * tells that more exist.
 */
export function toListingCardPage(
  rows: readonly (ListingSummary & { sortValue: number })[],
  pageSize: number,
): ListingCardPage {
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows.at(-1);
  const hasMore = rows.length > pageSize && last !== undefined;
  return {
    listings: pageRows.map(({ sortValue: _, ...summary }) => summary),
    hasMore,
    nextCursor: hasMore ? encodeListingCursor({ sortValue: last.sortValue, id: last.id }) : null,
  };
}
