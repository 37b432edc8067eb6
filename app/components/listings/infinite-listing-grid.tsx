import { useCallback } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { fetchJsonPage, useInfinitePages } from "#app/components/ui/use-infinite-pages.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { ListingPage } from "#app/modules/search/listing-page.ts";
import { ListingCard } from "./listing-card.tsx";

export interface InfiniteListingGridProps {
  /** The first page, rendered on the server. */
  firstPage: ListingPage;
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
}

/**
 * Cards that load the next page when the end of the grid comes within 200 px of the viewport
 * (spec §2), with a Retry button when a page fails, and a plain "More" link without JavaScript.
 */
export function InfiniteListingGrid({
  firstPage,
  nextPageUrl,
  nextPageHref,
  pageSize,
  loadingText,
  errorText,
  eagerCards = 3,
}: InfiniteListingGridProps) {
  const fetchPage = useCallback(
    async (cursor: string) => {
      const page = await fetchJsonPage<ListingPage>(nextPageUrl(cursor));
      return { items: page.listings, nextCursor: page.nextCursor };
    },
    [nextPageUrl],
  );
  const {
    items: listings,
    nextCursor,
    state,
    loadMore,
    retry,
    sentinel,
  } = useInfinitePages<ListingSummary>({
    firstItems: firstPage.listings,
    firstCursor: firstPage.nextCursor,
    fetchPage,
  });

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={state === "loading"}>
        {listings.map((listing, position) => (
          <li key={listing.id}>
            <ListingCard listing={listing} isAboveFold={position < eagerCards} />
          </li>
        ))}
        {state === "loading"
          ? Array.from({ length: pageSize }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={`placeholder-${index}`} aria-hidden="true">
                <div className="aspect-[4/3] animate-pulse rounded-xl bg-sand-200" />
                <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-sand-200" />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-3">
        {state === "loading" ? (
          <p role="status" className="text-ink-muted">
            {loadingText}
          </p>
        ) : null}
        {state === "failed" ? (
          <>
            <p role="alert" className="font-medium text-red-800">
              {errorText}
            </p>
            <button type="button" className={buttonClassName("secondary")} onClick={retry}>
              Retry
            </button>
          </>
        ) : null}
        {nextCursor && state === "idle" ? (
          <a
            href={nextPageHref(nextCursor)}
            className={buttonClassName("secondary")}
            onClick={(event) => {
              event.preventDefault();
              void loadMore();
            }}
          >
            Show more
          </a>
        ) : null}
      </div>
    </div>
  );
}
