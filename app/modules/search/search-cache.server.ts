import type { Database } from "#app/db/client.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import { readListingsVersion } from "#app/modules/listings/read-listings-version.server.ts";

/**
 * Search and featured pages, remembered per listings version. The version moves in the same
 * transaction as any change to `listings` (a statement trigger), so a committed change is never
 * hidden by the cache; the time limit bounds what the clock changes (expiry, feature windows).
 */
export interface SearchCache {
  /** The result for `key` at the current listings version; concurrent misses share one computation. */
  remember<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T>;
}

export interface CreateSearchCacheOptions {
  /** How long a result may be served; 0 turns the cache off (SEARCH_CACHE_SECONDS). */
  ttlSeconds: number;
  /** Pages kept at most (SEARCH_CACHE_ENTRIES), the least recently used dropped first (ADR 021). */
  maxEntries?: number;
  now?: () => number;
}

export function createSearchCache({ ttlSeconds, maxEntries = 500, now }: CreateSearchCacheOptions): SearchCache {
  if (ttlSeconds === 0) return { remember: (_db, _key, compute) => compute() };
  const results = new LruCache<string, Promise<unknown>>({ maxEntries, now });
  return {
    async remember<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
      const versionedKey = `${await readListingsVersion(db)}:${key}`;
      const remembered = results.get(versionedKey);
      if (remembered) return remembered as Promise<T>;
      const computing = compute();
      results.set(versionedKey, computing, ttlSeconds * 1000);
      computing.catch(() => results.delete(versionedKey));
      return computing;
    },
  };
}
