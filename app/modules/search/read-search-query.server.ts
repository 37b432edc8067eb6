// A search's URL parameters through the one query reader (docs/decisions/038-one-query-reader-one-service-policy.md):
// the pages (/, /listings and its map), /api/listings and saved searches read a search here, so a bad
// parameter gets the same answer everywhere — AppError `invalid` (400) with its message on its field.
import type { z } from "zod";
import { type Query, readQuery } from "#app/modules/platform/read-input.server.ts";
import { searchListParams, searchParamsOf, searchQuerySchema } from "./parse-search-params.ts";
import type { SearchInput } from "./search-params.ts";

/**
 * The search of a request or a query (a saved search's): its own parameters and `extra`'s, read as readQuery
 * reads any query (a repeated parameter counts once, but for the camper `feature`s, spaces around a value are dropped, an empty one is
 * absent, NUL is refused); parameters of no search are ignored.
 */
export function readSearchQuery<Extra extends z.ZodRawShape = Record<never, never>>(
  source: Request | URLSearchParams,
  extra?: Extra,
): Query<SearchInput & z.output<z.ZodObject<Extra>>> {
  const query = source instanceof URLSearchParams ? source : new URL(source.url).searchParams;
  return readQuery(searchParamsOf(query, Object.keys(extra ?? {})), {
    schema: searchQuerySchema(extra),
    listFields: searchListParams,
  });
}
