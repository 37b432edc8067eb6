import { getServices } from "#app/lib/context.server.ts";
import { listingsFeedPath } from "#app/modules/feeds/feed-addresses.ts";
import { atomResponse, searchFailureResponse } from "#app/modules/feeds/feed-answer.server.ts";
import { listingsFeed } from "#app/modules/feeds/listings-feed.server.ts";
import { listingsFeedQueryShape } from "#app/modules/feeds/listings-feed-query.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { inRegion } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { searchSummary } from "#app/modules/saved-searches/search-summary.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { toSearchParams } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/listings-feed";

// /listings/feed.atom (docs/product/open-platform.md, Atom feeds): the search of /listings with the same
// parameters, read by the same reader (a bad one is the page's 400, as plain text), as Atom; public, cached 5 minutes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, geocoder, cache } = getServices(context);
  const translator = requestTranslator(request);
  const query = readSearchQuery(request, listingsFeedQueryShape);
  if (!query.ok) return searchFailureResponse(query.failure, translator);
  const { region, ...search } = query.data;
  const input = region ? { ...search, regionCode: region.code } : search;
  const params = toSearchParams(search);
  const summary = [searchSummary(params, translator), region ? inRegion(translator.t, region) : ""]
    .filter(Boolean)
    .join(" ");
  const pageParams = params.toString();
  const xml = await listingsFeed({
    db,
    geocoder,
    cache,
    input,
    translator,
    baseUrl: env.BASE_URL,
    summary,
    selfPath: listingsFeedPath(new URL(request.url).searchParams, translator.locale),
    pagePath: pathInLocale(`/listings${pageParams ? `?${pageParams}` : ""}`, translator.locale),
  });
  return atomResponse(xml, "public, max-age=300");
}
