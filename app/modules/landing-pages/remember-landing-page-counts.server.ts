import type { Database } from "#app/db/client.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { type LandingPageCounts, readLandingPageCounts } from "./read-landing-page-counts.server.ts";

/**
 * The landing pages' counts, kept per listings version (the cache's `landingCounts`): every landing page and
 * /listings read them, and they change only when a listing does.
 */
export function rememberLandingPageCounts(db: Database, cache: VersionedCache): Promise<LandingPageCounts> {
  return cache.landingCounts.remember("landing-page-counts", () => readLandingPageCounts(db));
}
