import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { createTestServices } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";
import { answerFeaturedPage, answerListingSearch } from "./listing-json-endpoints.server.ts";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>;
beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  await database.db.insert(listings).values(
    Array.from({ length: 8 }, (_, index) =>
      listingFixture({
        title: `Van ${index}`,
        make: index % 2 ? "Ford" : "Ram",
        isFeatured: index < 3,
        featuredUntil: index < 3 ? new Date(Date.now() + dayMs) : null,
        createdAt: new Date(Date.now() - index * 1000),
      }),
    ),
  );
});
afterAll(() => database?.destroy());

const params = (query: string) => new URLSearchParams(query);

describe("the infinite-scroll JSON pages", () => {
  it("pages through a search by its cursor", async () => {
    const first = await answerListingSearch(services, params("make=ford&pageSize=6"));
    expect(first.status).toBe(200);
    const body = first.body as { listings: { title: string }[]; hasMore: boolean; nextCursor: string | null };
    expect(body.listings.map((listing) => listing.title)).toEqual(["Van 1", "Van 3", "Van 5", "Van 7"]);
    expect(body.hasMore).toBe(false);

    const all = await answerListingSearch(services, params("pageSize=6"));
    const page = all.body as { listings: unknown[]; nextCursor: string };
    expect(page.listings).toHaveLength(6);
    const next = await answerListingSearch(services, params(`pageSize=6&cursor=${page.nextCursor}`));
    expect((next.body as { listings: unknown[] }).listings).toHaveLength(2);
  });

  it("answers bad parameters with 400 and a message per parameter", async () => {
    // JSON answers carry words, English for a client of the API (ADR 056).
    expect(await answerListingSearch(services, params("pageSize=7"))).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Page size must be 6 or 12.",
        fieldErrors: { pageSize: "Page size must be 6 or 12." },
        values: { pageSize: "7" },
      },
    });
    const badSort = await answerListingSearch(services, params("sortBy=cheapest"));
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({
      ok: false,
      fieldErrors: { sortBy: "Choose a sort order: newest, year, mileage, price or off-grid rating." },
    });
    expect((await answerFeaturedPage(services, params("cursor=not-a-cursor"))).status).toBe(400);
  });

  it("answers a bad camper-detail filter or map area with 400 and the field's message", async () => {
    const bad = await answerListingSearch(services, params("sleeps_min=40&drivetrain=4x4&bbox=1,2,3"));
    expect(bad).toMatchObject({ status: 400, body: { ok: false } });
    const { fieldErrors } = bad.body as { fieldErrors: Record<string, string> };
    expect(Object.fromEntries(Object.entries(fieldErrors).map(([name, id]) => [name, english(id)]))).toEqual({
      sleeps_min: "Sleeps must be a whole number from 1 to 12.",
      bbox: "The map area must be west,south,east,north in degrees.",
    });
    const good = await answerListingSearch(services, params("sleeps_min=4&drivetrain=4x4&bbox=-125,24,-66,50"));
    expect(good.status).toBe(200);
  });

  it("lists the featured listings newest first", async () => {
    const featured = await answerFeaturedPage(services, params(""));
    expect(featured.status).toBe(200);
    expect((featured.body as { listings: { title: string }[] }).listings.map((listing) => listing.title)).toEqual([
      "Van 0",
      "Van 1",
      "Van 2",
    ]);
  });
});
