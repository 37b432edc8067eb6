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
    await database.db.transaction(async (tx) => {
      await tx.select().from(listingChanges);
      // Not counted inside: a transaction counts once it has ended.
      expect(writeGenerationOf(tx)).toBeUndefined();
    });
    expect(generation()).toBeGreaterThan(before);
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
