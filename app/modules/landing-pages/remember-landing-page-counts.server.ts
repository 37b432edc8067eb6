import type { Database } from "#app/db/client.server.ts";
import type { SearchCache } from "#app/modules/search/search-cache.server.ts";
import { type LandingPageCounts, readLandingPageCounts } from "./read-landing-page-counts.server.ts";

/**
 * The landing pages' counts, kept per listings version with the search results (search-cache.server.ts): every
 * landing page and /listings read them, and they change only when a listing does.
 */
export function rememberLandingPageCounts(db: Database, cache: SearchCache): Promise<LandingPageCounts> {
  return cache.remember(db, "landing-page-counts", () => readLandingPageCounts(db));
}
