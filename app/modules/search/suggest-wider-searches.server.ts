// What to widen when a search finds nothing (docs/product/browse-and-search.md, Nothing found): each active
// filter dropped in turn, and a radius widened to its largest, each counted as countListings counts, and
// offered with its count when it finds something.
import type { Database } from "#app/db/client.server.ts";
import type { Translate } from "#app/modules/camper-details/camper-details.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { distanceInPageUnit } from "#app/modules/listings/odometer.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { activeFilters, withoutFilter } from "./active-filters.ts";
import { countListings } from "./count-listings.server.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { radiusMilesOptions } from "./search-params.ts";

export interface WiderSearch {
  /** 'Remove Max $60,000', 'Widen to 500 mi' (in the page's language). */
  label: string;
  /** The wider search's query string. */
  search: string;
  count: number;
  isCapped: boolean;
}

export interface SuggestWiderSearchesOptions {
  db: Database;
  geocoder: Geocoder;
  /** The search that found nothing, as its URL has it. */
  params: URLSearchParams;
  cache?: VersionedCache;
  /** The page's words (requestTranslator). */
  t: Translate;
  /** The page's locale: a filter's label is in its units. */
  locale: Locale;
}

/** The most filters tried one by one: a search with more gets suggestions for its first ones. */
const maxTried = 8;
/** The most suggestions offered. */
const maxSuggestions = 4;
const widestRadius = Math.max(...radiusMilesOptions);

/** Wider searches that find something, most matches first; none when every try fails. */
export async function suggestWiderSearches({
  db,
  geocoder,
  params,
  cache,
  t,
  locale,
}: SuggestWiderSearchesOptions): Promise<WiderSearch[]> {
  const tries: { label: string; params: URLSearchParams }[] = [];
  const radius = Number(params.get("radius"));
  if (params.get("location") && radius > 0 && radius < widestRadius) {
    const wider = new URLSearchParams(params);
    wider.set("radius", String(widestRadius));
    wider.delete("cursor");
    tries.push({ label: t("search.wider.widen", { radius: distanceInPageUnit(widestRadius, locale) }), params: wider });
  }
  for (const filter of activeFilters(params, t, locale).slice(0, maxTried)) {
    tries.push({ label: t("search.wider.remove", { filter: filter.label }), params: withoutFilter(params, filter) });
  }
  const counted = await Promise.all(
    tries.map(async (option) => {
      const query = readSearchQuery(option.params);
      if (!query.ok) return null;
      try {
        const { count, isCapped } = await countListings({ db, geocoder, input: query.data, cache });
        return { label: option.label, search: option.params.toString(), count, isCapped };
      } catch {
        // A geocoder that fails now leaves this one out; the page says why elsewhere.
        return null;
      }
    }),
  );
  return counted
    .filter((option): option is WiderSearch => option !== null && option.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, maxSuggestions);
}
