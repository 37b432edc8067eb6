// A search as an Atom feed (docs/product/open-platform.md, Atom feeds): the search the page runs, its first
// `feedEntryCount` listings in the page's order, each with its dates and a one-line summary in the feed's language.
import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { canonicalListingUrl } from "#app/modules/listings/listing-sharing.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { formatOdometer } from "#app/modules/listings/odometer.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { rememberListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { type AtomEntry, buildAtomFeed } from "./atom-feed.ts";
import { feedEntryCount } from "./feed-addresses.ts";

export interface ListingsFeedOptions {
  db: Database;
  geocoder: Geocoder;
  cache?: VersionedCache;
  /** The search as readSearchQuery read it; its cursor is ignored (a feed is the first entries). */
  input: SearchInput;
  translator: Translator;
  baseUrl: string;
  /** What the search is, in a few words: the feed's title is 'Roamstead: {search}'. */
  summary: string;
  /** The feed's own address and the page that shows the same search, relative to the site. */
  selfPath: string;
  pagePath: string;
  /** A permanent IRI of the feed; its self address when absent (a saved search's is private and changes). */
  id?: string;
  now?: Date;
}

/** The feed's XML. A failing geocoder escapes (a 502): a reader tries again, rather than seeing an empty search. */
export async function listingsFeed(options: ListingsFeedOptions): Promise<string> {
  const { db, geocoder, cache, input, translator, baseUrl, summary, selfPath, pagePath, now = new Date() } = options;
  const search = await rememberListingSearch({
    db,
    geocoder,
    cache,
    input: { ...input, cursor: undefined },
    pageSize: feedEntryCount,
  });
  const dates = await listingDates(
    db,
    search.listings.map((listing) => listing.id),
  );
  const entries = search.listings.flatMap((listing): AtomEntry[] => {
    const dated = dates.get(listing.id);
    if (!dated) return [];
    return [
      {
        id: canonicalListingUrl(baseUrl, listing.id),
        title: listingDisplayTitle(listing),
        url: absoluteUrl(baseUrl, pathInLocale(`/listing/${listing.id}`, translator.locale)),
        updated: dated.updatedAt,
        published: dated.createdAt,
        summary: entrySummary(listing, translator),
      },
    ];
  });
  const selfUrl = absoluteUrl(baseUrl, selfPath);
  return buildAtomFeed({
    id: options.id ?? selfUrl,
    title: translator.t("feeds.feed.title", { search: summary }),
    selfUrl,
    pageUrl: absoluteUrl(baseUrl, pagePath),
    lang: translator.locale,
    author: "Roamstead",
    entries,
    emptyUpdated: now,
  });
}

/** When each listing was published and last changed (the card carries neither). */
async function listingDates(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { createdAt: Date; updatedAt: Date }>();
  const rows = await db
    .select({ id: listings.id, createdAt: listings.createdAt, updatedAt: listings.updatedAt })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** "US$45,500 · 2019 · 48,000 miles (77,249 km) · Portland, OR": what the card says first. */
function entrySummary(listing: ListingSummary, translator: Translator): string {
  return [
    formatMoney(listing.askingPriceCents, listing.currency, translator.locale),
    String(listing.year),
    listing.odometer === null ? "" : formatOdometer(listing.odometer, listing.odometerUnit, translator),
    listing.location,
  ]
    .filter(Boolean)
    .join(" · ");
}
