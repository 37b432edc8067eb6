import { getServices } from "#app/lib/context.server.ts";
import { feedTokenOfFile, savedSearchFeedPath } from "#app/modules/feeds/feed-addresses.ts";
import { atomResponse, feedNotFoundResponse, searchFailureResponse } from "#app/modules/feeds/feed-answer.server.ts";
import { findSavedSearchFeed } from "#app/modules/feeds/find-saved-search-feed.server.ts";
import { listingsFeed } from "#app/modules/feeds/listings-feed.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { privateCacheControl } from "#app/modules/platform/private-pages.server.ts";
import type { Route } from "./+types/saved-search-feed";

// /feeds/{token}.atom (docs/product/open-platform.md, Atom feeds; ADR 073): a saved search's private feed. The
// token is the only key: a wrong, revoked or turned-off one is 404, and the answer is never cached by others.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env, geocoder, cache } = getServices(context);
  const token = feedTokenOfFile(params.file);
  const translator = requestTranslator(request);
  const savedSearch = token ? await findSavedSearchFeed(db, token) : undefined;
  if (!token || !savedSearch) return feedNotFoundResponse(translator);
  const query = savedSearch.search;
  if (!query.ok) return searchFailureResponse(query.failure, translator);
  const xml = await listingsFeed({
    db,
    geocoder,
    cache,
    input: query.data,
    translator,
    baseUrl: env.BASE_URL,
    summary: savedSearch.name,
    selfPath: savedSearchFeedPath(token, translator.locale),
    pagePath: pathInLocale(savedSearch.query ? `/listings?${savedSearch.query}` : "/listings", translator.locale),
    id: `urn:uuid:${savedSearch.id}`,
  });
  return atomResponse(xml, privateCacheControl);
}
