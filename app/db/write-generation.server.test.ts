import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingChanges } from "#app/db/schema.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { writeGenerationOf } from "./write-generation.server.ts";

const database = testDatabaseBed();

describe.skipIf(isPostgresRun)("the embedded database's write generation", () => {
  const generation = () => writeGenerationOf(database.db) as number;

  it("stays while the database is only read", async () => {
    const before = generation();
    await database.db.select().from(listingChanges);
    await database.db.execute(sql`select 1`);
    expect(generation()).toBe(before);
  });

  it("moves after a statement that may write, an exec batch and a transaction", async () => {
    let before = generation();
    await database.db.update(listingChanges).set({ version: sql`version` }).where(eq(listingChanges.id, 1));
    expect(generation()).toBeGreaterThan(before);

    before = generation();
    await database.executeSql("select 1; select 2");
    expect(generation()).toBeGreaterThan(before);

    before = generation();
    await database.executeSql("update listing_changes set version = version where id = 1");
    expect(generation()).toBeGreaterThan(before);

    before = generation();
    await database.db.transaction(async (tx) => {
      await tx.select().from(listingChanges);
      // Not counted inside: a transaction counts once it has ended.
      expect(writeGenerationOf(tx)).toBeUndefined();
    });
    expect(generation()).toBeGreaterThan(before);
  });

  it("stays after an insert, update or delete that changed no row, and moves for a CTE's write", async () => {
    const before = generation();
    await database.db.update(listingChanges).set({ version: sql`version` }).where(eq(listingChanges.id, -1));
    await database.db.delete(listingChanges).where(eq(listingChanges.id, -1));
    await database.db.execute(sql`insert into listing_changes (id, version) select 1, 0 where false`);
    // A worker polling an empty queue: one batch whose statements change no row, and a lone SELECT batch.
    await database.executeSql(
      "update listing_changes set version = version where id = -1; delete from listing_changes where false",
    );
    await database.executeSql("select version from listing_changes");
    expect(generation()).toBe(before);
  });

  it("stays after the job queue's own bookkeeping (pg-boss's schema)", async () => {
    // A table of its own would meet pg-boss's installation in a later test of this database: statements that fail
    // are counted like any other, so these would move the number if they were.
    const before = generation();
    await expect(database.executeSql("update pgboss.no_such_table set state = 'active'")).rejects.toThrow();
    await expect(database.db.execute(sql`delete from pgboss.no_such_table`)).rejects.toThrow();
    expect(generation()).toBe(before);
  });

  it("moves after a statement that failed", async () => {
    const before = generation();
    await expect(database.db.execute(sql`insert into no_such_table values (1)`)).rejects.toThrow();
    expect(generation()).toBeGreaterThan(before);
  });
});

describe.runIf(isPostgresRun)("a database server", () => {
  it("has no write generation: other instances write to it too", () => {
    expect(writeGenerationOf(database.db)).toBeUndefined();
  });
});
