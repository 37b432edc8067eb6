// Autovacuum keeps search fast on a server: its vacuum sets the visibility map the walks' index-only scans rely on, and
// its analyze keeps the statistics the planner chooses by (migration 0035, ADR 054).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

describe("autovacuum on the listings", () => {
  it("vacuums them once a hundredth changed or arrived, not PostgreSQL's fifth (the walks' visibility map)", async () => {
    const { rows } = await database.executeSql("select reloptions from pg_class where relname = 'listings'");
    expect((rows as { reloptions: string[] }[])[0]?.reloptions).toEqual(
      expect.arrayContaining(["autovacuum_vacuum_scale_factor=0.01", "autovacuum_vacuum_insert_scale_factor=0.01"]),
    );
  });

  it("can analyze them with its empty search_path, the earth index's expression included", async () => {
    const analyzedAsAutovacuumDoes = database.db.transaction(async (tx) => {
      await tx.execute(sql`set local search_path = ''`);
      await tx.execute(sql`analyze public.listings`);
    });
    await expect(analyzedAsAutovacuumDoes).resolves.toBeUndefined();
  });
});
