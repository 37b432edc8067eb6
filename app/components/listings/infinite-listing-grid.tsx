import { useCallback } from "react";
import { InfinitePagesFooter } from "#app/components/ui/infinite-pages-footer.tsx";
import { fetchJsonPage, useInfinitePages } from "#app/components/ui/use-infinite-pages.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { ListingCardPage } from "#app/modules/search/listing-page.ts";
import { ListingCard } from "./listing-card.tsx";

const loadListingPageSchema = () =>
  import("#app/modules/search/listing-page.schema.ts").then((module) => module.listingCardPageSchema);

export interface InfiniteListingGridProps {
  /** The first page, rendered on the server. */
  firstPage: ListingCardPage;
  /** The JSON endpoint's URL for the page after `cursor`. */
  nextPageUrl(cursor: string): string;
  /** A plain link to the next page for visitors without JavaScript. */
  nextPageHref(cursor: string): string;
  /** Placeholders shown while a page loads. */
  pageSize: number;
  loadingText: string;
  errorText: string;
  /** How many cards load eagerly (the ones above the fold). */
  eagerCards?: number;
  /** Cards say 'Deal rating: not enough data' where a listing has no rating (/listings). */
  explainsMissingRating?: boolean;
}

/**
 * Cards that load the next page when the end of the grid comes within 200 px of the viewport
 * (docs/product/browse-and-search.md, Infinite scroll), with a Retry button when a page fails, and a
 * plain "More" link without JavaScript.
 */
export function InfiniteListingGrid({
  firstPage,
  nextPageUrl,
  nextPageHref,
  pageSize,
  loadingText,
  errorText,
  eagerCards = 3,
  explainsMissingRating,
}: InfiniteListingGridProps) {
  const fetchPage = useCallback(
    async (cursor: string, signal: AbortSignal) => {
      const page = await fetchJsonPage(nextPageUrl(cursor), loadListingPageSchema, signal);
      return { items: page.listings, nextCursor: page.nextCursor };
    },
    [nextPageUrl],
  );
  const pages = useInfinitePages<ListingSummary & { distanceMiles?: number }>({
    // The address without a cursor names the search.
    listKey: nextPageUrl(""),
    firstItems: firstPage.listings,
    firstCursor: firstPage.nextCursor,
    fetchPage,
  });

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={pages.state === "loading"}>
        {pages.items.map((listing, position) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              isAboveFold={position < eagerCards}
              explainsMissingRating={explainsMissingRating}
            />
          </li>
        ))}
        {pages.state === "loading"
          ? Array.from({ length: pageSize }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={`placeholder-${index}`} aria-hidden="true">
                <div className="aspect-[4/3] animate-pulse rounded-xl bg-sand-200" />
                <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-sand-200" />
              </li>
            ))
          : null}
      </ul>
      <InfinitePagesFooter
        pages={pages}
        nextPageHref={nextPageHref}
        loadingText={loadingText}
        errorText={errorText}
        className="mt-6"
      />
    </div>
  );
}
