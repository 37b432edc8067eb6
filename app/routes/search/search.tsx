import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { BackToTop } from "#app/components/listings/back-to-top.tsx";
import { NoResults } from "#app/components/search/no-results.tsx";
import { ResultsBar } from "#app/components/search/results-bar.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { useOneTimeUrlFlag } from "#app/components/ui/use-one-time-url-flag.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { getServices } from "#app/lib/context.server.ts";
import { lazyIsland } from "#app/lib/lazy-island.tsx";
import { loadSavedSearchOutcome } from "#app/modules/carried-actions/take-claimed-action.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { searchFeedLink } from "#app/modules/feeds/search-feed-link.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import {
  findListingsCanonical,
  type ListingsCanonical,
  notIndexed,
} from "#app/modules/landing-pages/find-listings-canonical.server.ts";
import { isMapView } from "#app/modules/map/map-links.ts";
import { mapQueryShape, runListingMap } from "#app/modules/map/run-listing-map.server.ts";
import { type InputFailure, pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import { activeFilters } from "#app/modules/search/active-filters.ts";
import { countListings } from "#app/modules/search/count-listings.server.ts";
import { describeSearchResults } from "#app/modules/search/describe-search-results.server.ts";
import { searchPageSizes } from "#app/modules/search/listing-page.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { type SearchInput, toSearchParams } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/search";

export const handle: MessagesHandle = {
  messages: ["search", "camper-details", "map", "listings", "deal-rating", "favorites", "saved-searches"],
};

const pageSize = searchPageSizes.allListings;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, geocoder, cache, logger } = getServices(context);
  const translator = requestTranslator(request);
  const { t, locale } = translator;
  // The page's title and description in its language, for meta.
  const words = { title: t("search.listings.title"), description: t("search.listings.description") };
  // The search's Atom feed, for feed readers (docs/product/open-platform.md); none for a search that cannot be read.
  const feedOf = (input: SearchInput) => searchFeedLink(toSearchParams(input), translator, env.BASE_URL);
  const canonicalOf = ({ path, isIndexable }: ListingsCanonical) => ({
    url: absoluteUrl(env.BASE_URL, path),
    isIndexable,
  });
  // A search that cannot be read: the filters with each parameter's message, nothing loaded, not indexed.
  const invalid = (failure: InputFailure) =>
    pageWithQueryFailure(failure, {
      ...words,
      page: null,
      notice: null,
      map: null,
      canonical: canonicalOf(notIndexed),
      carriedSearch: null,
      count: null,
      radius: null,
      unknownPlace: null,
      widerSearches: [],
      featureCounts: [],
    });
  // When the landing pages' counts cannot be read, the search's own failure handling keeps the page up.
  const canonicalFor = async (input: SearchInput) =>
    canonicalOf(await findListingsCanonical({ db, cache, input }).catch(() => notIndexed));
  if (isMapView(new URL(request.url).searchParams)) {
    const query = readSearchQuery(request, mapQueryShape);
    if (!query.ok) return invalid(query.failure);
    const { pin, ...input } = query.data;
    const list = {
      ...words,
      feed: feedOf(input),
      page: null,
      notice: null,
      canonical: await canonicalFor(input),
      queryFailure: null,
      carriedSearch: await loadSavedSearchOutcome(request, context),
      count: null,
      radius: null,
      unknownPlace: null,
      widerSearches: [],
      featureCounts: [],
    };
    try {
      const [map, counted] = await Promise.all([
        runListingMap({ db, geocoder, input, pin, cache, tilesUrl: env.MAP_TILES_URL }),
        // The results bar's count, as the list's (docs/product/map.md, The page); the map stays up without it.
        countListings({ db, geocoder, input, cache }).catch((error: unknown) => {
          logger.error({ err: error }, "listing map count failed");
          return null;
        }),
      ]);
      const count = counted && { count: counted.count, isCapped: counted.isCapped };
      const radius =
        counted?.place && input.radiusMiles ? { place: counted.place.label, miles: input.radiusMiles } : null;
      return { ...list, map, count, radius };
    } catch (error) {
      // As the list: a failed load is logged, the page and its filters stay usable (docs/product/map.md).
      logger.error({ err: error }, "listing map failed");
      return { ...list, map: null, notice: mapFailedMessage };
    }
  }
  const query = readSearchQuery(request);
  if (!query.ok) return invalid(query.failure);
  const input = query.data;
  const canonical = await canonicalFor(input);
  const noResults = { count: null, radius: null, unknownPlace: null, widerSearches: [], featureCounts: [] };
  const nothingLoaded = {
    ...words,
    feed: feedOf(input),
    page: null,
    notice: null,
    map: null,
    canonical,
    queryFailure: null,
  };
  try {
    const [search, favoriteListingIds, carriedSearch] = await Promise.all([
      runListingSearch({ db, geocoder, input, pageSize, cache }),
      loadFavoriteListingIds(request, context),
      loadSavedSearchOutcome(request, context),
    ]);
    const { listings, hasMore, nextCursor, geocodingFailed } = search;
    const page = { listings, hasMore, nextCursor };
    const notice = geocodingFailed ?? null;
    const params = new URL(request.url).searchParams;
    const results = geocodingFailed
      ? noResults
      : await describeSearchResults({ db, geocoder, cache, input, search, params, t, locale });
    return { ...nothingLoaded, page, notice, favoriteListingIds, carriedSearch, ...results };
  } catch (error) {
    // A failed load is logged and the list is emptied; the page and its filters stay usable
    // (docs/product/browse-and-search.md, All listings).
    logger.error({ err: error }, "listing search failed");
    const page = { listings: [], hasMore: false, nextCursor: null };
    return { ...nothingLoaded, page, carriedSearch: null, ...noResults };
  }
}

// The cards (links, and a form per heart), the filters (a form, and a dialog on a phone), the map and 'Save this
// search' are HTML that works before their JavaScript: hydrated after the page, and the map's code never loads in the
// list (ADR 079).
const InfiniteListingGrid = lazyIsland(
  async () => (await import("#app/components/listings/infinite-listing-grid.tsx")).InfiniteListingGrid,
);
const FilterSheet = lazyIsland(async () => (await import("#app/components/search/filter-sheet.tsx")).FilterSheet);
const ListingMap = lazyIsland(async () => (await import("#app/components/map/listing-map.tsx")).ListingMap);
const SaveSearchDisclosure = lazyIsland(
  async () => (await import("#app/components/saved-searches/save-search-disclosure.tsx")).SaveSearchDisclosure,
);
const noFieldErrors: Partial<Record<string, string>> = {};

/** "The map could not be loaded. Please try again." */
const mapFailedMessage: MessageId = "map.failed";

export default function AllListings({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const location = useLocation();
  // The islands' props keep their identity while the search stays the same (ADR 079): 'submitted' leaving the URL
  // changes no search.
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { page, notice, map, queryFailure, count, radius, unknownPlace, widerSearches, featureCounts } = loaderData;
  const errors = queryFailure?.fieldErrors ?? noFieldErrors;
  const isMap = isMapView(params);
  const pinError = errors.pin;
  const searchWithout = (name: string) => {
    const copy = new URLSearchParams(params);
    copy.delete(name);
    copy.delete("cursor");
    return copy;
  };
  const currentSearch = searchWithout("submitted").toString();
  const current = useMemo(() => new URLSearchParams(currentSearch), [currentSearch]);
  const keptParams = useMemo(() => keptSearchParams(current), [current]);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setIsSheetOpen(false), []);
  const nextPageUrl = useCallback(
    (cursor: string) => `/api/listings?${withCursor(current, cursor, pageSize)}`,
    [current],
  );
  const nextPageHref = useCallback((cursor: string) => `/listings?${withCursor(current, cursor)}`, [current]);
  const filtersOpener = useRef<HTMLAnchorElement>(null);
  return (
    <section className="mx-auto max-w-7xl px-4 pb-10 pt-4 sm:px-6 sm:pt-8">
      <SubmittedBanner />
      <h1 className="text-2xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("search.listings.heading")}</h1>
      <ResultsBar
        params={current}
        isMap={isMap}
        count={count}
        radius={radius}
        filters={activeFilters(current, t, locale)}
        featureCounts={featureCounts}
        opener={filtersOpener}
        onOpenFilters={() => setIsSheetOpen(true)}
      />
      <FilterSheet
        values={current}
        errors={errors}
        keptParams={keptParams}
        count={count}
        featureCounts={featureCounts}
        isOpen={isSheetOpen}
        onClose={closeSheet}
        opener={filtersOpener}
      />
      {isMap ? (
        <div className="mt-4">
          <SaveSearchDisclosure params={current} carried={loaderData.carriedSearch} />
          {notice ? <Alert tone="error">{notice}</Alert> : null}
          {pinError ? <Alert tone="error">{pinError}</Alert> : null}
          {map ? <ListingMap map={map} params={current} /> : null}
        </div>
      ) : (
        <div id="results" className="mt-4">
          {params.get("bbox") ? (
            <p className="mb-4 text-sm text-ink-muted">
              {t("search.listings.onlyMapArea")}{" "}
              <Link to={`/listings?${searchWithout("bbox")}`} className="font-medium text-pine-700 underline">
                {t("search.listings.showEverywhere")}
              </Link>
            </p>
          ) : null}
          {notice ? (
            <div className="mb-4">
              <Alert tone="error">{notice}</Alert>
            </div>
          ) : null}
          {!page ? null : page.listings.length === 0 ? (
            <>
              <NoResults unknownPlace={unknownPlace} widerSearches={widerSearches} />
              <SaveSearchDisclosure params={current} carried={loaderData.carriedSearch} />
            </>
          ) : (
            <>
              <InfiniteListingGrid
                firstPage={page}
                pageSize={pageSize}
                nextPageUrl={nextPageUrl}
                nextPageHref={nextPageHref}
                loadingText={t("search.results.loadingMore")}
                errorText={t("search.results.failed")}
                explainsMissingRating
              />
              <SaveSearchDisclosure params={current} carried={loaderData.carriedSearch} />
            </>
          )}
        </div>
      )}
      {/* On a narrower screen the map's list sheet holds the bottom of the screen (docs/product/map.md). */}
      <div className={isMap ? "max-lg:hidden" : undefined}>
        <BackToTop />
      </div>
    </section>
  );
}

/** What a new search from the panel keeps: the map view, and the map's area (docs/product/map.md). */
function keptSearchParams(params: URLSearchParams): Record<string, string> {
  const bbox = params.get("bbox");
  return { ...(isMapView(params) ? { view: "map" } : {}), ...(bbox ? { bbox } : {}) };
}

function withCursor(params: URLSearchParams, cursor: string, size?: number) {
  const copy = new URLSearchParams(params);
  copy.set("cursor", cursor);
  if (size) copy.set("pageSize", String(size));
  return copy.toString();
}

/** 'Your listing was successfully submitted!' after a submission; the flag then leaves the URL. */
function SubmittedBanner() {
  const { t } = useTranslator();
  const wasSubmitted = useOneTimeUrlFlag("submitted");
  const [isVisible, setIsVisible] = useState(wasSubmitted);
  if (!isVisible) return null;
  return (
    <div className="mb-6 flex items-start justify-between gap-4">
      <div className="flex-1">
        <Alert tone="success">{t("search.listings.submitted")}</Alert>
      </div>
      <button
        type="button"
        onClick={() => setIsVisible(false)}
        className="min-h-11 rounded-md px-3 text-sm font-semibold text-ink hover:bg-sand-100"
      >
        {t("search.listings.dismiss")}
      </button>
    </div>
  );
}

/** A search's canonical page and whether it is indexed (docs/product/found-and-shared.md, Canonical URLs of /listings). */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { canonical, title, description } = loaderData;
  const feed = "feed" in loaderData ? loaderData.feed : undefined;
  return [
    { title },
    ...(feed ? [feed] : []),
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical.url },
          ...(canonical.isIndexable ? [] : [{ name: "robots", content: "noindex" }]),
        ]
      : []),
    { name: "description", content: description },
  ];
}
