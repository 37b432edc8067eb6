import { Link, useLocation } from "react-router";
import { CategoryTiles } from "#app/components/home/category-tiles.tsx";
import { HomeSearch } from "#app/components/home/home-search.tsx";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { InfiniteListingGrid } from "#app/components/listings/infinite-listing-grid.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { lazyIsland } from "#app/lib/lazy-island.tsx";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import { listCardPhotos } from "#app/modules/search/list-card-photos.server.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { homeCategories, listHomeCategories } from "#app/modules/search/list-home-categories.server.ts";
import { listRecentListings } from "#app/modules/search/list-recent-listings.server.ts";
import type { ListingCardPage } from "#app/modules/search/listing-page.ts";
import { searchPageSizes } from "#app/modules/search/listing-page.ts";
import { pickHomeHero } from "#app/modules/search/pick-home-hero.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { hasSearchFilters } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/home";

/** Near the page's end: hydrated after the page (ADR 079). */
const NewsletterBox = lazyIsland(
  async () => (await import("#app/components/newsletter/newsletter-box.tsx")).NewsletterBox,
);

export const handle: MessagesHandle = { messages: ["search", "listings", "deal-rating", "favorites", "newsletter"] };

const homeFeaturedCount = 6;
const pageSize = searchPageSizes.home;

type SearchOutcome =
  | { state: "idle" }
  /** `message`: the geocoding service failed ('Geocoding failed: {status}'); else 'Failed to fetch listings.' (ids or text) */
  | { state: "failed"; message?: string }
  | { state: "done"; page: ListingCardPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, geocoder, logger, cache } = getServices(context);
  const query = readSearchQuery(request);
  const { t } = requestTranslator(request);
  // Each part of the page fails on its own, with its message, instead of taking the page down
  // (docs/product/browse-and-search.md, Home). Every part is an indexed page kept per listings version.
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
  // 'Recently listed' leaves out the featured cards shown above it.
  const recent = featured
    .then((page) => listRecentListings({ db, geocoder, cache, excludeIds: page?.listings.map(({ id }) => id) }))
    .catch((error) => {
      logger.error({ err: error }, "recent listings failed");
      return null;
    });
  const categories = listHomeCategories({ db, geocoder, cache }).catch((error) => {
    logger.error({ err: error }, "home category photos failed");
    return null;
  });
  // Results only for a search linked to `/?…` (the home search itself leads to /listings); without filters
  // (or with only a page's cursor) none.
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
  const [featuredPage, recentListings, categoryTiles, searchOutcome, favoriteListingIds] = await Promise.all([
    featured,
    recent,
    categories,
    search,
    loadFavoriteListingIds(request, context),
  ]);
  const body = {
    title: t("search.home.title"),
    description: t("search.home.description"),
    hero: pickHomeHero(
      [featuredPage?.listings ?? null, recentListings],
      new Set(categoryTiles?.flatMap(({ image }) => (image ? [image] : []))),
    ),
    // Without their photos the tiles still lead where they say.
    categories: categoryTiles ?? homeCategories.map(({ id, href }) => ({ id, href, image: null })),
    featured: featuredPage?.listings ?? null,
    featuredPhotos: featuredPage?.photos ?? {},
    recent: recentListings,
    search: searchOutcome,
    favoriteListingIds,
  };
  // A search that cannot be read: each parameter's message (400); the rest of the page stays.
  return query.ok ? { ...body, queryFailure: null } : pageWithQueryFailure(query.failure, body);
}

function pickPage({ listings, hasMore, nextCursor }: ListingCardPage): ListingCardPage {
  return { listings, hasMore, nextCursor };
}

/** The hero's photo: as wide as the screen up to a tablet (a phone takes the 960 px file), half of it beside the text. */
const heroImageSizes = "(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 80vw";

/** The parameters the home search has a field for (it shows their messages itself). */
const homeSearchFields: ReadonlySet<string> = new Set(["vehicleType", "location", "radius", "maxPrice"]);

/** A row of cards that scrolls sideways on a phone (the next card peeks in), a 2 → 3 column grid from a tablet up. */
const shelfClassName =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3";
const shelfItemClassName = "w-[85%] shrink-0 snap-start sm:w-auto";

const sectionHeading = "text-2xl font-bold tracking-tight text-ink sm:text-3xl";
const sectionLink = "font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  params.delete("newsletter"); // the no-JavaScript sign-up's outcome belongs to this page view only
  // Where a deleted account lands, signed out (docs/product/people-and-trust.md, "Deleting an account").
  const isAccountDeleted = params.get("account") === "deleted";
  params.delete("account");
  const { hero, categories, featured, featuredPhotos, recent, search, queryFailure } = loaderData;
  const hasSearch = search.state !== "idle" || queryFailure !== null;
  // A linked search's bad parameters that the home search has no field for are said above the results.
  const otherFieldErrors = Object.entries(queryFailure?.fieldErrors ?? {})
    .filter(([name]) => !homeSearchFields.has(name))
    .map(([, error]) => t(error as MessageId));
  return (
    <>
      {isAccountDeleted ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Alert tone="success">{t("site-shell.notice.accountDeleted")}</Alert>
        </div>
      ) : null}
      <section className="bg-gradient-to-br from-pine-900 via-pine-800 to-pine-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,600px)] lg:items-center lg:gap-12 lg:px-6 lg:py-14">
          {/* The photo comes first in the document as on a phone's screen: placed after the text and moved up by CSS,
              it pushed the text down whenever the page painted between the two (a layout shift of 0.3). */}
          {hero ? (
            <figure className="relative lg:col-start-2 lg:row-start-1">
              <ResponsiveImage
                src={hero.image}
                alt={t("search.home.heroAlt", { title: hero.title })}
                sizes={heroImageSizes}
                widths={[480, 960, 1920]}
                width={1280}
                height={960}
                priority
                className="aspect-[3/2] w-full object-cover sm:aspect-[2/1] lg:aspect-[4/3] lg:rounded-2xl lg:shadow-2xl"
              />
              <figcaption className="absolute top-3 right-3 lg:top-auto lg:bottom-3 max-w-[calc(100%-1.5rem)] truncate rounded-full bg-black/65 px-3 py-1 text-sm text-white">
                <Link to={`/listing/${hero.listingId}`} className="underline-offset-2 hover:underline">
                  {t("search.home.pictured", { title: hero.title })}
                </Link>
              </figcaption>
            </figure>
          ) : null}
          <div className="px-4 pt-5 pb-8 sm:px-6 sm:pt-8 lg:p-0">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
              {t("search.home.heading")}
            </h1>
            <p className="mt-3 max-w-2xl text-base text-pine-100 sm:mt-4 sm:text-lg">{t("search.home.intro")}</p>
            <div className="mt-5 sm:mt-7">
              <HomeSearch
                values={params}
                errors={queryFailure?.fieldErrors}
                note={hasSearch ? undefined : t("search.home.searchNote")}
              />
            </div>
          </div>
        </div>
      </section>

      {hasSearch ? (
        <section
          id="search-results"
          aria-labelledby="results-heading"
          className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="results-heading" className={sectionHeading}>
              {t("search.home.results.heading")}
            </h2>
            <Link to="/" className={sectionLink}>
              {t("search.home.results.clear")}
            </Link>
          </div>
          <div className="mt-6">
            {otherFieldErrors.length > 0 ? (
              <ul role="alert" className="mb-4 list-inside list-disc font-medium text-red-800">
                {otherFieldErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
            <SearchResults search={search} params={params} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-10 pb-4 sm:px-6 sm:pt-12">
        <h2 id="categories-heading" className={sectionHeading}>
          {t("search.home.categories.heading")}
        </h2>
        <div className="mt-5">
          <CategoryTiles tiles={categories.map((tile) => ({ ...tile, label: t(`search.home.category.${tile.id}`) }))} />
        </div>
      </section>

      <section aria-labelledby="featured-heading">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="featured-heading" className={sectionHeading}>
              {t("search.home.featured.heading")}
            </h2>
            <Link to="/featured" className={sectionLink}>
              {t("search.home.featured.seeAll")}
            </Link>
          </div>
          <div className="mt-6">
            {featured === null ? (
              <p role="alert" className="font-medium text-red-800">
                {t("search.home.featured.failed")}
              </p>
            ) : featured.length === 0 ? (
              <p className="text-ink-muted">{t("search.home.featured.empty")}</p>
            ) : (
              <ul className={shelfClassName}>
                {featured.map((listing) => (
                  <li key={listing.id} className={shelfItemClassName}>
                    <ListingCard listing={listing} photos={featuredPhotos[listing.id]} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="recent-heading" className="bg-sand-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="recent-heading" className={sectionHeading}>
              {t("search.home.recent.heading")}
            </h2>
            <Link to="/listings" className={sectionLink}>
              {t("search.home.recent.seeAll")}
              <span className="sr-only"> {t("search.home.recent.seeAllHidden")}</span>
            </Link>
          </div>
          <div className="mt-6">
            {recent === null ? (
              <p role="alert" className="font-medium text-red-800">
                {t("search.home.recent.failed")}
              </p>
            ) : recent.length === 0 ? (
              <p className="text-ink-muted">{t("search.home.recent.empty")}</p>
            ) : (
              <ul className={shelfClassName}>
                {recent.map((listing) => (
                  <li key={listing.id} className={shelfItemClassName}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section aria-label={t("search.home.social.label")} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="mx-auto max-w-2xl">
          <NewsletterBox />
          <p className="mt-4 text-center text-ink-muted">
            {t("search.home.social.follow")}{" "}
            <a
              className="font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800"
              href="https://www.instagram.com/roamstead"
              rel="noopener noreferrer"
            >
              Instagram
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <div className="grid gap-6 rounded-2xl bg-pine-800 p-8 text-white sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              {t("search.home.cta.heading")}
            </h2>
            <p className="mt-2 text-pine-100">{t("search.home.cta.text")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/sell-your-camper" variant="secondary">
              {t("search.home.cta.sell")}
            </ButtonLink>
            <ButtonLink to="/builder-pricing" variant="secondary">
              {t("search.home.cta.builder")}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

function SearchResults({ search, params }: { search: SearchOutcome; params: URLSearchParams }) {
  const { t } = useTranslator();
  if (search.state === "idle") {
    return <p className="text-ink-muted">{t("search.home.searchNote")}</p>;
  }
  if (search.state === "failed") {
    return (
      <p role="alert" className="font-medium text-red-800">
        {search.message ? t(search.message as MessageId) : t("search.results.failed")}
      </p>
    );
  }
  if (search.page.listings.length === 0) return <p className="text-ink-muted">{t("search.home.results.empty")}</p>;
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
      loadingText={t("search.results.loadingMore")}
      errorText={t("search.results.failed")}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
