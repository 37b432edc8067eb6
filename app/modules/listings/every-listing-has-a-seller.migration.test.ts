// Migration 0021 (ADR 046): listings an older demo seed left without a seller go to the demo seller on a demo
// database and are taken down anywhere else, so no public or featured listing is left that nobody can answer.
import { readFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";

const migration = async () =>
  (await readFile(new URL("../../../drizzle/0021_every-listing-has-a-seller.sql", import.meta.url), "utf8")).split(
    "--> statement-breakpoint",
  );

describe("migration 0021: every listing has a seller", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.destroy();
  });

  const run = async () => {
    for (const statement of await migration()) await database.executeSql(statement);
    const { rows } = await database.executeSql(
      "select title, user_id, is_active, is_featured from listings order by title",
    );
    return rows;
  };

  it("gives a demo database's ownerless listings to the demo seller, leaving owned ones alone", async () => {
    await database.executeSql(
      `insert into "user" (id, name, email, email_verified) values ('demo-seller', 'Sam Seller', 'seller@roamstead.demo', true)`,
    );
    const owner = await insertUser(database.db, "owner@example.com");
    await insertListingFixture(database.db, { title: "A ownerless", isFeatured: true });
    await insertListingFixture(database.db, { title: "B owned", userId: owner });
    expect(await run()).toEqual([
      { title: "A ownerless", user_id: "demo-seller", is_active: true, is_featured: true },
      { title: "B owned", user_id: owner, is_active: true, is_featured: false },
    ]);
  });

  it("takes ownerless listings down (not public, not featured) where there is no demo seller", async () => {
    await insertListingFixture(database.db, { title: "A ownerless", isFeatured: true });
    expect(await run()).toEqual([{ title: "A ownerless", user_id: null, is_active: false, is_featured: false }]);
  });
});
