import { afterAll, beforeAll, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { listingOrderFor } from "./listing-order.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(listings).values([listingFixture({ title: "One" }), listingFixture({ title: "Two" })]);
});
afterAll(() => database?.destroy());

type PageQueryModule = typeof import("./query-listing-page.server.ts");

/** A separate instance of the module, as a second bundle would load (the query makes Vite load it anew). */
function loadCopy(name: string): Promise<PageQueryModule> {
  return import(/* @vite-ignore */ `./query-listing-page.server.ts?copy=${name}`);
}

it("two copies of the page query share one connection pool without their prepared statements clashing", async () => {
  // The pages run the server build's copy of this module and the JSON endpoints server/http.ts's own
  // copy, against the same pool: each copy must name a statement for what it is, not for when it came.
  const pages = await loadCopy("pages");
  const endpoints = await loadCopy("endpoints");
  const page = (copy: PageQueryModule, kind: string, sortBy: "newest" | "price_asc") =>
    copy.queryListingPage({
      db: database.db,
      kind,
      order: listingOrderFor(sortBy),
      pageSize: 6,
      filtersOnWalk: () => [],
      filtersOnTable: () => [],
    });
  for (let round = 0; round < 2; round++) {
    expect((await page(pages, "featured", "newest")).listings).toHaveLength(2);
    expect((await page(endpoints, "search", "price_asc")).listings).toHaveLength(2);
    expect((await page(endpoints, "search", "newest")).listings).toHaveLength(2);
  }
});
