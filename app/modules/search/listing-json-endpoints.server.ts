// The answers of the listing JSON pages for infinite scroll; Express serves them (server/express-endpoints.ts).
import type { FormReply } from "#app/lib/form-reply.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import type { EndpointServices, JsonAnswer } from "#app/modules/platform/reply.server.ts";
import { listFeaturedListings } from "./list-featured-listings.server.ts";
import { listingPageQuerySchema } from "./listing-cursor.schema.ts";
import { runListingSearch } from "./run-listing-search.server.ts";
import { parsePageSize } from "./search-params.ts";

/**
 * `GET /api/listings`: the next page for infinite scroll — the pages' own search parameters plus
 * `cursor` and `pageSize` (6 or 12). Bad parameters answer 400 with a message per parameter.
 */
export async function answerListingSearch(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const pageSize = parsePageSize(params);
  if (!pageSize.success) return invalidParams(pageSize.errors);
  const { db, geocoder, cache } = services;
  const search = await runListingSearch({ db, geocoder, params, pageSize: pageSize.data, cache });
  if (!search.ok) return invalidParams(search.errors);
  const { listings, hasMore, nextCursor, unknownLocation, geocodingFailed } = search.result;
  return {
    status: 200,
    body: { listings, hasMore, nextCursor, unknownLocation: unknownLocation ?? false, geocodingFailed },
  };
}

/** `GET /api/featured`: the next page of /featured. */
export async function answerFeaturedPage(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readQuery(params, listingPageQuerySchema);
  if (!query.ok) return { status: query.failure.status, body: query.failure.reply };
  const { db, cache } = services;
  return { status: 200, body: await listFeaturedListings({ db, cursor: query.data.cursor, cache }) };
}

/** Bad search parameters, in the one reply shape: a message per parameter, the first as the message. */
function invalidParams(errors: Partial<Record<string, string>>): JsonAnswer {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const reply: FormReply = { ok: false, message: Object.values(fieldErrors)[0] ?? "Invalid search.", fieldErrors };
  return { status: 400, body: reply };
}
