// The mileage sorts put unknown mileage last and still walk an index: each direction sorts on its own
// expression (coalesce(mileage, …), id), which migrations 0011 and 0014 index, on the first page and after
// a cursor; the search's walk reads its public index alone (an index-only scan, ADR 023).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import {
  type ListingOrder,
  orderTerms,
  rowsAfter,
  sortValueOf,
  unknownMileageSortsAs,
} from "./listing-order.server.ts";
import type { ListingCursor } from "./listing-page.ts";
import { walkedColumns } from "./query-listing-page.server.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // 4,000 public listings, every fifth without a mileage.
  await database.executeSql(
    `insert into listings (title, vehicle_type, make, model, year, price_cents, asking_price_cents, mileage, odometer,
       location, tier, expires_at)
     select 'n' || n, 'van', 'Ford', 'Transit', 2019, 100 * n, 100 * n, miles, miles, 'Bend, OR', 'graze',
       now() + interval '30 days'
     from generate_series(1, 4000) as n,
       lateral (select case when n % 5 = 0 then null else (n * 7919) % 300000 end as miles) as reading`,
  );
  // As autovacuum leaves a table: statistics, and the visibility map that index-only scans rely on.
  await database.executeSql("vacuum analyze listings");
});
afterAll(() => database?.destroy());

async function explain(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const { rows } = await database.executeSql(`explain ${sql}`, params);
  return (rows as Record<string, string>[]).map((row) => row["QUERY PLAN"]).join("\n");
}

function planOf(order: ListingOrder, cursor?: ListingCursor): Promise<string> {
  return explain(
    database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(isPublicListing(), cursor && rowsAfter(order, cursor)))
      .orderBy(...orderTerms(order, listings))
      .limit(13),
  );
}

/** As the search reads a page: a walk in order as a subquery, filtered and cut to a page outside it. */
function walkPlanOf(order: ListingOrder): Promise<string> {
  const walked = database.db
    .select(walkedColumns(order, []))
    .from(listings)
    .where(isPublicListing())
    .orderBy(...orderTerms(order, listings))
    .limit(1_000)
    .as("walked");
  const walkedOrder = { id: walked.id, sortKey: walked.sortKey };
  return explain(
    database.db
      .select({ id: walked.id, sortValue: sortValueOf(order, walkedOrder) })
      .from(walked)
      .where(eq(walked.make, "Ford"))
      .orderBy(...orderTerms(order, walkedOrder))
      .limit(13),
  );
}

const sortNode = /^\s*(->\s*)?Sort\b/m;

describe("the mileage sorts' indexes", () => {
  it.each(["asc", "desc"] as const)(
    "mileage %s walks its (expression, id) index without sorting",
    async (direction) => {
      const order: ListingOrder = { column: "mileage", direction };
      const cursors: (ListingCursor | undefined)[] = [
        undefined,
        { sortValue: 150_000, id: "80000000-0000-4000-8000-000000000000" },
        // A page that ended among the listings without a mileage.
        { sortValue: unknownMileageSortsAs[direction], id: "80000000-0000-4000-8000-000000000000" },
      ];
      for (const cursor of cursors) {
        const plan = await planOf(order, cursor);
        expect(plan).toMatch(
          new RegExp(
            `Index (Only )?Scan${direction === "desc" ? " Backward" : ""} using listings_(public_)?mileage_${direction}_idx`,
          ),
        );
        expect(plan).not.toMatch(sortNode);
        if (cursor) expect(plan).toContain("Index Cond");
      }
    },
  );

  it.each(["asc", "desc"] as const)(
    "mileage %s: the page is cut from the walk in its order, without sorting the walk again",
    async (direction) => {
      const plan = await walkPlanOf({ column: "mileage", direction });
      expect(plan).toContain(
        `Index Only Scan${direction === "desc" ? " Backward" : ""} using listings_public_mileage_${direction}_idx`,
      );
      expect(plan).not.toMatch(sortNode);
    },
  );
});
