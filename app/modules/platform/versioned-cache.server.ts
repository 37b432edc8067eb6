// The one "remember per version" of the process (ADR 040): named partitions, each with its own bound and age limit,
// whose entries are kept under the version of what they are made from, so a committed change is never hidden
// (ADRs 013, 022, 035). The version comes from one source per kind of database:
// - the embedded database (PGlite) counts its writes (app/db/write-generation.server.ts): a value read at one write
//   number stays exact until the number moves, so the listings version is read once per number and the listing
//   pages can follow every write without any query;
// - a database server has other writers (other instances) and no such number: the listings version is read on
//   every call, and what must follow every write (the listing pages) is not kept.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingChanges } from "#app/db/schema.ts";
import { writeGenerationOf } from "#app/db/write-generation.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import { SingleFlight } from "#app/lib/single-flight.ts";

export interface RememberOptions<T> {
  /**
   * A version of what the value is made from, read by the caller before `make` starts (a sitemap's fingerprint):
   * a change meanwhile leaves the value under the older stamp, never the newer.
   */
  stamp?: string;
  /**
   * The moment (ms since the epoch) the clock alone may change the value (Infinity: never): it is not kept past
   * it. Asked only when the value is to be kept, so a partition that keeps nothing costs no more than `make`.
   */
  keptUntil?: (value: T) => number | Promise<number>;
}

export interface CachePartition {
  /**
   * The value of `key` at the current version: the one kept from an earlier call, else `make()`'s, made once
   * however many callers miss at the same time. A failure is not kept.
   */
  remember<T>(key: string, make: () => Promise<T>, options?: RememberOptions<T>): Promise<T>;
}

export interface VersionedCache {
  /** Search, featured and map pages and card photos, per listings version (SEARCH_CACHE_SECONDS, SEARCH_CACHE_ENTRIES). */
  searchPages: CachePartition;
  /**
   * The landing pages' counts, per listings version, kept whatever SEARCH_CACHE_SECONDS says: an aggregate over
   * every public listing that a million-listing database cannot make per request (ADR 054, session 21).
   */
  landingCounts: CachePartition;
  /** Sitemap files and the listings files' plan, under the stamp their caller reads (10 minutes, 10 entries). */
  sitemaps: CachePartition;
  /** A visitor's view of a listing, per write of the embedded database (5 minutes, 1,000 entries; none on a server). */
  listingPages: CachePartition;
  /** The listings version: it moves in the same transaction as any change to `listings` (a statement trigger). */
  listingsVersion(): Promise<number>;
}

/** What moves the version a partition's entries are kept under, besides the caller's stamp. */
type Follows = "listings" | "every write" | "stamp only";

interface PartitionPolicy {
  follows: Follows;
  maxEntries: number;
  /** How long an entry may be served at most; 0 keeps nothing. */
  maxAgeMs: number;
  /**
   * When the version moved or the entry aged: how long a caller waits for the new value before it is given the
   * last one made instead (made at most `staleForMs` ago). A quick making is always waited for, so the value is
   * exact wherever it is cheap; a slow one (seconds at a million listings) lags the change by its own duration.
   * One making at a time per key: a change while one is under way gives the last value, and the next call after it
   * makes the value of the version then current. Changes every second would otherwise start an aggregate of seconds
   * every second, side by side.
   */
  staleWhileMaking?: { waitMs: number; staleForMs: number };
}

export interface CreateVersionedCacheOptions {
  /** The database whose versions the entries follow: the services' one (not a transaction). */
  db: Database;
  env: Pick<Env, "SEARCH_CACHE_SECONDS" | "SEARCH_CACHE_ENTRIES">;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

export function createVersionedCache({ db, env, now = Date.now }: CreateVersionedCacheOptions): VersionedCache {
  const versions = versionSourceOf(db);
  const searchAgeMs = env.SEARCH_CACHE_SECONDS * 1000;
  const partition = (policy: PartitionPolicy) => createPartition(policy, versions, now);
  return {
    searchPages: partition({ follows: "listings", maxEntries: env.SEARCH_CACHE_ENTRIES, maxAgeMs: searchAgeMs }),
    // One entry: every landing page and /listings read the same counts. A listing that expires by the clock moves
    // no version: the counts follow it within 30 seconds.
    landingCounts: partition({
      follows: "listings",
      maxEntries: 1,
      maxAgeMs: 30_000,
      staleWhileMaking: { waitMs: 50, staleForMs: 10 * 60 * 1000 },
    }),
    // The listings files' plan, the index, four named files and at 100,000 listings two listings files (about
    // 6 MB each at 50,000 addresses): a crawler's whole visit is served from memory, and the memory stays
    // bounded. What moves no stamp (a new builder profile or post) and a listing that expires by the clock
    // show within the 10 minutes (ADR 035).
    sitemaps: partition({ follows: "stamp only", maxEntries: 10, maxAgeMs: 10 * 60 * 1000 }),
    // A few KB each; however still the database, a view is read again after 5 minutes (ADR 022).
    listingPages: partition({ follows: "every write", maxEntries: 1_000, maxAgeMs: 5 * 60 * 1000 }),
    listingsVersion: versions.listings,
  };
}

interface VersionSource {
  listings(): Promise<number>;
  /** A number every write moves; undefined where other processes write too. */
  everyWrite(): number | undefined;
}

function versionSourceOf(db: Database): VersionSource {
  const readListingsVersion = async () => {
    const [row] = await db
      .select({ version: listingChanges.version })
      .from(listingChanges)
      .where(eq(listingChanges.id, 1));
    return row?.version ?? 0;
  };
  if (writeGenerationOf(db) === undefined) {
    return { listings: readListingsVersion, everyWrite: () => undefined };
  }
  let known: { generation: number; version: number } | undefined;
  return {
    async listings() {
      // Taken before the read, so the version read is at least as new as this write number.
      const generation = writeGenerationOf(db) ?? 0;
      if (known?.generation === generation) return known.version;
      const version = await readListingsVersion();
      known = { generation, version };
      return version;
    },
    everyWrite: () => writeGenerationOf(db),
  };
}

interface Kept {
  version: string;
  value: unknown;
}

function createPartition(policy: PartitionPolicy, versions: VersionSource, now: () => number): CachePartition {
  const kept = new LruCache<string, Kept>({ maxEntries: policy.maxEntries, now });
  const lastMade = policy.staleWhileMaking
    ? new LruCache<string, unknown>({ maxEntries: policy.maxEntries, now })
    : undefined;
  const making = new SingleFlight<string, unknown>();
  /** The version each key's making is under way for, where a stale value may stand in (staleWhileMaking). */
  const underWay = policy.staleWhileMaking ? new Map<string, string>() : undefined;
  const versionOf = async (): Promise<string | undefined> => {
    switch (policy.follows) {
      case "listings":
        return String(await versions.listings());
      case "every write":
        return versions.everyWrite()?.toString();
      case "stamp only":
        return "";
    }
  };
  return {
    async remember<T>(key: string, make: () => Promise<T>, options: RememberOptions<T> = {}): Promise<T> {
      if (policy.maxAgeMs === 0) return make();
      const followed = await versionOf();
      if (followed === undefined) return make();
      const version = `${followed}/${options.stamp ?? ""}`;
      const found = kept.get(key);
      if (found?.version === version) return found.value as T;
      const stale = lastMade?.get(key);
      const makingFor = underWay?.get(key);
      if (stale !== undefined && makingFor !== undefined && makingFor !== version) return stale as T;
      const made = making.run(`${key}\n${version}`, async () => {
        underWay?.set(key, version);
        try {
          const value = await make();
          const until = options.keptUntil ? await options.keptUntil(value) : Number.POSITIVE_INFINITY;
          const keptFor = Math.min(policy.maxAgeMs, until - now());
          if (keptFor > 0) kept.set(key, { version, value }, keptFor);
          if (lastMade && policy.staleWhileMaking) lastMade.set(key, value, policy.staleWhileMaking.staleForMs);
          return value;
        } finally {
          if (underWay?.get(key) === version) underWay.delete(key);
        }
      }) as Promise<T>;
      if (stale === undefined || !policy.staleWhileMaking) return made;
      return Promise.race([made, delay(policy.staleWhileMaking.waitMs).then(() => stale as T)]);
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
