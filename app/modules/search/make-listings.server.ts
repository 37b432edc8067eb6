// A make's own listings (ADR 093). A make filter asks for listings whose make contains a text, a landing page for those
// whose make has a slug. listing_makes holds every make a listing has had, a few hundred rows, so the makes a search
// matches are known before any listing is read, and listings_public_make_idx holds their listings with every sort key
// and filtered column. When they are few, reading them all and sorting them takes milliseconds (8 ms for 11,000 at a
// million listings), where a walk of an order they go against (an expedition truck's low mileage, sorted by the most
// miles) read 50,000 listings, then the table.
import { and, ilike, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listingMakes, listings } from "#app/db/schema.ts";
import { slugify } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { containsPattern } from "./listing-filters.server.ts";
import type { Bind } from "./query-values.server.ts";
import type { SearchInput } from "./search-params.ts";

/**
 * The most listings of the makes that are read whole: 11,000 took 8 ms in PostgreSQL at a million listings (ADR 093).
 * More, and the walks answer.
 */
export const makeListingsReadWhole = 16_000;

/** How long a process trusts the statistics it read: PostgreSQL's analyze refreshes them about as rarely. */
const statisticsLifetimeMs = 10 * 60_000;

interface MakeStatistics {
  /** The most common makes' shares of the listings, as the last analyze found them. */
  shares: Map<string, number>;
  listings: number;
}

const statisticsByDatabase = new WeakMap<Database, { readAt: number; statistics: Promise<MakeStatistics> }>();

async function readMakeStatistics(db: Database): Promise<MakeStatistics> {
  const result = await db.execute(sql`
    select s.most_common_vals::text::text[] as makes, s.most_common_freqs as shares, c.reltuples::float8 as listings
    from pg_class c left join pg_stats s
      on s.schemaname = current_schema() and s.tablename = 'listings' and s.attname = 'make'
    where c.oid = to_regclass('listings')`);
  const [row] = rowsOf<{ makes: string[] | null; shares: number[] | null; listings: number }>(result);
  const makes = row?.makes ?? [];
  return {
    shares: new Map(makes.map((make, index) => [make, Number(row?.shares?.[index] ?? 0)])),
    listings: Number(row?.listings ?? 0),
  };
}

function makeStatistics(db: Database): Promise<MakeStatistics> {
  const cached = statisticsByDatabase.get(db);
  if (cached && Date.now() - cached.readAt < statisticsLifetimeMs) return cached.statistics;
  const statistics = readMakeStatistics(db);
  statisticsByDatabase.set(db, { readAt: Date.now(), statistics });
  // A failed read is tried again by the next search, not kept for ten minutes.
  statistics.catch(() => statisticsByDatabase.delete(db));
  return statistics;
}

/** Whether a make is one the search asks for, as the estimate reads it. */
function isAskedFor(make: string, input: SearchInput): boolean {
  if (input.makeSlug !== undefined && slugify(make) !== input.makeSlug) return false;
  return !input.make || make.toLowerCase().includes(input.make.toLowerCase());
}

/**
 * The makes the search asks for, exactly: those of listing_makes its make filter and its landing page's make match.
 * Every listing's make is there, so `make = any(…)` is the make filter itself, and listings_public_make_idx answers it.
 */
function listingsOfAskedMakes(input: SearchInput, bind: Bind): SQL {
  const matched = [
    input.make ? ilike(listingMakes.make, bind("make", containsPattern(input.make), "text")) : undefined,
    input.makeSlug === undefined
      ? undefined
      : sql`${listingMakes.makeSlug} = ${bind("makeSlug", input.makeSlug, "text")}`,
  ];
  return sql`${listings.make} = any(array(select ${listingMakes.make} from ${listingMakes} where ${and(...matched)}))`;
}

/**
 * The condition of listingsOfAskedMakes when the makes the search asks for hold few enough listings to read whole, as
 * the statistics estimate them (the common makes' shares are known; a make they do not name is a rare one). Only a
 * choice of plan: both plans return the same page.
 */
export async function fewMakeListings(db: Database, input: SearchInput): Promise<((bind: Bind) => SQL) | undefined> {
  if (input.makeSlug === undefined && !input.make) return undefined;
  const { shares, listings: listingCount } = await makeStatistics(db);
  let share = 0;
  for (const [make, makeShare] of shares) if (isAskedFor(make, input)) share += makeShare;
  if (share * listingCount > makeListingsReadWhole) return undefined;
  return (bind) => listingsOfAskedMakes(input, bind);
}
