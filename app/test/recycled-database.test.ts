// A used test database comes back to the next test as the migrated template, on PGlite and on PostgreSQL
// (app/test/recycled-database.ts); one whose schema a test changed is not handed on.
import { describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { recycling } from "./recycled-database.ts";

const count = async (database: TestDatabase, text: string) =>
  ((await database.executeSql(text)).rows as { n: number }[])[0]?.n;

const userCount = (database: TestDatabase) => count(database, 'select count(*)::int as n from "user"');

describe("a recycled test database", () => {
  test("has no rows of the last test, the migrations' own rows, and none of the schemas made since", async () => {
    const used = await createTestDatabase();
    const migrated = (await used.executeSql("select id, version from listing_changes")).rows;
    await used.executeSql(
      "insert into \"user\" (id, name, email, email_verified) values ('u-left', 'Left', 'left@example.com', true)",
    );
    await used.executeSql("update listing_changes set version = version + 41");
    await used.executeSql("create schema pgboss");
    await used.executeSql("create table pgboss.job (id int)");
    await used.destroy();

    const handedOnBefore = recycling.handedOn;
    const next = await createTestDatabase();
    try {
      expect(recycling.handedOn).toBe(handedOnBefore + 1);
      expect(await userCount(next)).toBe(0);
      expect((await next.executeSql("select id, version from listing_changes")).rows).toEqual(migrated);
      expect(await count(next, "select count(*)::int as n from pg_namespace where nspname = 'pgboss'")).toBe(0);
    } finally {
      await next.destroy();
    }
  });

  test("whose schema a test changed is not handed on", async () => {
    const changed = await createTestDatabase();
    await changed.executeSql("create function left_behind() returns int language sql as 'select 1'");
    await changed.destroy();

    const handedOnBefore = recycling.handedOn;
    const next = await createTestDatabase();
    try {
      expect(recycling.handedOn).toBe(handedOnBefore);
      expect(await count(next, "select count(*)::int as n from pg_proc where proname = 'left_behind'")).toBe(0);
    } finally {
      await next.destroy();
    }
  });
});
