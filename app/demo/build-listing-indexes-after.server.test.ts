import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, type SqlExecutor } from "#app/db/client.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { buildListingIndexesAfter } from "./build-listing-indexes-after.server.ts";
import { insertGeneratedListings } from "./insert-generated-listings.server.ts";

describe("buildListingIndexesAfter", () => {
  let database: TestDatabase;
  // The load is one transaction: on PostgreSQL, through a pool of one connection as the seed script opens.
  let oneConnection: DatabaseHandle | undefined;
  let executeSql: SqlExecutor;
  const listingIndexes = async () =>
    (await executeSql("select indexname, indexdef from pg_indexes where tablename = 'listings' order by indexname"))
      .rows;
  const listingCount = async () =>
    ((await executeSql("select count(*)::int as n from listings")).rows[0] as { n: number }).n;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind === "postgres") {
      oneConnection = await openDatabase({ databaseUrl: database.connectionString, poolSize: 1 });
    }
    executeSql = oneConnection?.executeSql ?? database.executeSql;
  });
  afterAll(async () => {
    await oneConnection?.close();
    await database?.destroy();
  });

  it("loads the rows without the indexes, then builds every one of them again as it was", async () => {
    const before = await listingIndexes();
    const progress: number[] = [];
    let indexesDuringLoad = -1;
    const inserted = await buildListingIndexesAfter(
      executeSql,
      async () => {
        indexesDuringLoad = (await listingIndexes()).length;
        return insertGeneratedListings({ executeSql, count: 300, batchSize: 100 });
      },
      ({ built, total }) => {
        progress.push(built);
        expect(total).toBe(before.length - 1);
      },
    );
    expect(inserted).toBe(300);
    expect(indexesDuringLoad).toBe(1); // the primary key stays
    expect(progress).toEqual([0, ...before.slice(1).map((_, index) => index + 1)]);
    expect(await listingIndexes()).toEqual(before);
    expect(await listingCount()).toBe(300);
  });

  it("leaves the table and its indexes as they were when the load fails", async () => {
    const before = await listingIndexes();
    const rowsBefore = await listingCount();
    await expect(
      buildListingIndexesAfter(executeSql, async () => {
        await insertGeneratedListings({ executeSql, count: 50, firstIndex: rowsBefore });
        throw new Error("the load broke off");
      }),
    ).rejects.toThrow("the load broke off");
    expect(await listingIndexes()).toEqual(before);
    expect(await listingCount()).toBe(rowsBefore);
  });
});
