// The answers of the listing JSON pages for infinite scroll; Express serves them (server/express-endpoints.ts).
import { isGeocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { type EndpointServices, type JsonAnswer, replyInWords } from "#app/modules/platform/reply.server.ts";
import { countListings } from "./count-listings.server.ts";
import { listFeaturedListings } from "./list-featured-listings.server.ts";
import { listingPageQuerySchema } from "./listing-cursor.schema.ts";
import { pageSizeShape } from "./parse-search-params.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { runListingSearch } from "./run-listing-search.server.ts";

/**
 * `GET /api/listings`: the next page for infinite scroll — the pages' own search parameters plus
 * `cursor` and `pageSize` (6 or 12). Bad parameters answer 400 with a message per parameter.
 */
export async function answerListingSearch(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readSearchQuery(params, pageSizeShape);
  if (!query.ok) return { status: query.failure.status, body: replyInWords(query.failure.reply) };
  const { pageSize, ...input } = query.data;
  const { db, geocoder, cache } = services;
  const search = await runListingSearch({ db, geocoder, input, pageSize, cache });
  const { listings, hasMore, nextCursor, unknownLocation, geocodingFailed } = search;
  return {
    status: 200,
    body: { listings, hasMore, nextCursor, unknownLocation: unknownLocation ?? false, geocodingFailed },
  };
}

/**
 * `GET /api/listings/count`: how many listings the search's parameters match, capped at countCap — the filter
 * sheet's 'Show N campers' as the visitor changes a filter. Bad parameters answer 400 as `/api/listings` does; a
 * failed geocoder answers `count: null`.
 */
export async function answerListingCount(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readSearchQuery(params);
  if (!query.ok) return { status: query.failure.status, body: replyInWords(query.failure.reply) };
  const { db, geocoder, cache } = services;
  try {
    const { count, isCapped, unknownLocation } = await countListings({ db, geocoder, input: query.data, cache });
    return { status: 200, body: { count, isCapped, unknownLocation: unknownLocation ?? false } };
  } catch (error) {
    if (!isGeocoderUnavailable(error)) throw error;
    return { status: 200, body: { count: null, isCapped: false, unknownLocation: false } };
  }
}

/** `GET /api/featured`: the next page of /featured. */
export async function answerFeaturedPage(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readQuery(params, listingPageQuerySchema);
  if (!query.ok) return { status: query.failure.status, body: replyInWords(query.failure.reply) };
  const { db, cache } = services;
  return { status: 200, body: await listFeaturedListings({ db, cursor: query.data.cursor, cache }) };
}
