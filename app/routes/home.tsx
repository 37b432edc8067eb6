import { Link, useLocation } from "react-router";
import { InfiniteListingGrid } from "#app/components/listings/infinite-listing-grid.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { NewsletterBox } from "#app/components/newsletter/newsletter-box.tsx";
import { FilterPanel } from "#app/components/search/filter-panel.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import { listCardPhotos } from "#app/modules/search/list-card-photos.server.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import type { ListingCardPage } from "#app/modules/search/listing-page.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { hasSearchFilters, searchPageSizes } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/home";

const homeFeaturedCount = 6;
const pageSize = searchPageSizes.home;

type SearchOutcome =
  | { state: "idle" }
  /** `message`: the geocoding service failed ('Geocoding failed: {status}'); else 'Failed to fetch listings.' */
  | { state: "failed"; message?: string }
  | { state: "done"; page: ListingCardPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, geocoder, logger, cache } = getServices(context);
  const query = readSearchQuery(request);
  // Each half of the page fails on its own, with its message, instead of taking the page down
  // (docs/product/browse-and-search.md, Home).
  // The featured cards open their photos in the viewer (docs/product/browse-and-search.md, Listing card).
  const featured = listFeaturedListings({ db, pageSize: homeFeaturedCount, cache })
    .then(async ({ listings }) => {
      const listingIds = listings.map((listing) => listing.id);
      return { listings, photos: await listCardPhotos({ db, listingIds, cache }) };
    })
    .catch((error) => {
      logger.error({ err: error }, "featured listings failed");
      return null;
    });
  // Results only for a search: the home page without filters (or with only a page's cursor) shows none.
  const search: Promise<SearchOutcome> =
    query.ok && hasSearchFilters(query.values)
      ? runListingSearch({ db, geocoder, input: query.data, pageSize, cache })
          .then(
            (result): SearchOutcome =>
              result.geocodingFailed
                ? { state: "failed", message: result.geocodingFailed }
                : { state: "done", page: pickPage(result) },
          )
          .catch((error): SearchOutcome => {
            logger.error({ err: error }, "home search failed");
            return { state: "failed" };
          })
      : Promise.resolve({ state: "idle" });
  const [featuredPage, searchOutcome, favoriteListingIds] = await Promise.all([
    featured,
    search,
    loadFavoriteListingIds(request, context),
  ]);
  const body = {
    featured: featuredPage?.listings ?? null,
    featuredPhotos: featuredPage?.photos ?? {},
    search: searchOutcome,
    favoriteListingIds,
  };
  // A search that cannot be read: the panel shows each parameter's message (400), the featured cards stay.
  return query.ok ? { ...body, queryFailure: null } : pageWithQueryFailure(query.failure, body);
}

function pickPage({ listings, hasMore, nextCursor }: ListingCardPage): ListingCardPage {
  return { listings, hasMore, nextCursor };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  params.delete("newsletter"); // the no-JavaScript sign-up's outcome belongs to this page view only
  const { featured, featuredPhotos, search, queryFailure } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-pine-800 to-pine-700 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">Search Less. Roam more.</h1>
          <p className="mt-4 max-w-2xl text-lg text-pine-100">
            Used vans, skoolies, RVs and overlanders from sellers across the US and Canada, and the builders who make
            them.
          </p>
          <div className="mt-8 text-ink">
            <FilterPanel
              action="/"
              resultsAnchor="#search-results"
              values={params}
              errors={queryFailure?.fieldErrors}
            />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
            <NewsletterBox />
            <p className="text-pine-100">
              Follow the road with us on{" "}
              <a
                className="font-semibold text-white underline"
                href="https://www.instagram.com/roamstead"
                rel="noopener noreferrer"
              >
                Instagram
              </a>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="bg-sand-100">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink">
              Featured Listings
            </h2>
            <Link to="/featured" className="font-semibold text-pine-700 underline hover:text-pine-800">
              See All Featured
            </Link>
          </div>
          <div className="mt-6">
            {featured === null ? (
              <p role="alert" className="font-medium text-red-800">
                Could not load featured listings.
              </p>
            ) : featured.length === 0 ? (
              <p className="text-ink-muted">No featured listings available.</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {featured.map((listing, position) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} isAboveFold={position < 3} photos={featuredPhotos[listing.id]} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section
        id="search-results"
        aria-labelledby="results-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12 sm:px-6"
      >
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-ink">
          Search Results
        </h2>
        <div className="mt-6">
          <SearchResults search={search} params={params} />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-6 rounded-2xl bg-pine-800 p-8 text-white sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              Selling a camper, or building them?
            </h2>
            <p className="mt-2 text-pine-100">
              List your rig in minutes, or put your build shop in front of buyers all year.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/sell-your-camper" variant="secondary">
              Sell Your Camper
            </ButtonLink>
            <ButtonLink to="/builder-pricing" variant="secondary">
              Become a Builder
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

function SearchResults({ search, params }: { search: SearchOutcome; params: URLSearchParams }) {
  if (search.state === "idle") {
    return <p className="text-ink-muted">Please use the search filters to find listings.</p>;
  }
  if (search.state === "failed") {
    return (
      <p role="alert" className="font-medium text-red-800">
        {search.message ?? "Failed to fetch listings."}
      </p>
    );
  }
  if (search.page.listings.length === 0) return <p className="text-ink-muted">No listings match your search.</p>;
  const withCursor = (cursor: string, size?: number) => {
    const copy = new URLSearchParams(params);
    copy.set("cursor", cursor);
    if (size) copy.set("pageSize", String(size));
    return copy.toString();
  };
  return (
    <InfiniteListingGrid
      firstPage={search.page}
      pageSize={pageSize}
      nextPageUrl={(cursor) => `/api/listings?${withCursor(cursor, pageSize)}`}
      nextPageHref={(cursor) => `/?${withCursor(cursor)}`}
      loadingText="Loading more listings..."
      errorText="Failed to fetch listings."
    />
  );
}

export function meta() {
  return [
    { title: "Roamstead | Used campers, vans, skoolies and RVs for sale" },
    {
      name: "description",
      content:
        "Search used camper vans, skoolies, RVs and overlanders for sale across the US and Canada, and find custom camper builders.",
    },
  ];
}
