// Applying an import writes each row once (docs/decisions/076-inventory-import.md): two runs of one import's rows at
// once — a retried job, two processes — and two 'Apply' posts at once make one draft per row and one job; a listing's
// row is applied exactly when its edit is written, so a run that stops half-way leaves it to the next. Run on
// PostgreSQL too (DATABASE_URL): the runs really race there.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryImportRows, inventoryImports, listingDrafts, listings } from "#app/db/schema.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { until } from "#app/test/until.ts";
import { applyImportRows } from "./apply-import-rows.server.ts";
import { applyInventoryImport } from "./apply-inventory-import.server.ts";
import { importApplyQueue } from "./import-jobs.ts";
import { newVanCells } from "./testing/import-fixture.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const logger = pino({ level: "silent" });
const geocoder = fakeGeocoder({});

/** A checked import of `rows` new campers of a new seller. */
async function checkedImport(rows: number) {
  const userId = await insertUser(database.db, `importer-${crypto.randomUUID()}@example.com`);
  const [created] = await database.db
    .insert(inventoryImports)
    .values({ userId, fileName: "race.csv", rowCount: rows })
    .returning({ id: inventoryImports.id });
  if (!created) throw new Error("no import");
  await database.db.insert(inventoryImportRows).values(
    Array.from({ length: rows }, (_, index) => ({
      importId: created.id,
      rowNumber: index + 2,
      stockNumber: `RACE-${index}`,
      outcome: "create" as const,
      values: newVanCells(`RACE-${index}`),
    })),
  );
  return { userId, importId: created.id };
}

describe("applying an import", () => {
  it("writes each row once when two runs of its rows race", async () => {
    const { userId, importId } = await checkedImport(12);
    const sent: string[] = [];
    const jobs = {
      async send(name: string) {
        sent.push(name);
        return "job";
      },
    } as never;
    // Two posts of 'Apply' at once: one of them starts it.
    await Promise.all([1, 2].map(() => applyInventoryImport({ db: database.db, jobs, logger, userId, importId })));
    expect(sent).toEqual([importApplyQueue]);

    const run = () => applyImportRows({ db: database.db, jobs, geocoder, logger, baseUrl: testBaseUrl, importId });
    await Promise.all([run(), run()]);

    const drafts = await database.db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
    expect(drafts.map((draft) => draft.stockNumber).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `RACE-${index}`).sort(),
    );
    const rows = await database.db.select().from(inventoryImportRows).where(eq(inventoryImportRows.importId, importId));
    expect(rows.every((row) => row.appliedAt !== null && row.failure === null && row.draftId !== null)).toBe(true);
    const [settled] = await database.db.select().from(inventoryImports).where(eq(inventoryImports.id, importId));
    expect(settled?.status).toBe("applied");
    expect(settled?.finishedAt).not.toBeNull();
  });

  it("marks a listing's row applied only with its edit: a run that stops mid-edit leaves the row to the next", async () => {
    const userId = await insertUser(database.db, `mover-${crypto.randomUUID()}@example.com`);
    const listingId = await insertListingFixture(database.db, {
      userId,
      stockNumber: "MOVE-1",
      location: "Bend, OR",
      latitude: 44.0582,
      longitude: -121.3153,
      description: "A listed van.",
    });
    const [created] = await database.db
      .insert(inventoryImports)
      .values({ userId, fileName: "move.csv", rowCount: 1, status: "applying", appliedAt: new Date() })
      .returning({ id: inventoryImports.id });
    if (!created) throw new Error("no import");
    const importId = created.id;
    await database.db.insert(inventoryImportRows).values({
      importId,
      rowNumber: 2,
      stockNumber: "MOVE-1",
      outcome: "update",
      listingId,
      values: { stock_number: "MOVE-1", location: "Portland, OR" },
    });
    const jobs = { send: async () => "job" } as never;
    const apply = (places: Geocoder) =>
      applyImportRows({ db: database.db, jobs, geocoder: places, logger, baseUrl: testBaseUrl, importId });

    // The process stops while the listing's new place is looked up: the lookup never answers.
    let lookups = 0;
    void apply({
      geocode: () => {
        lookups += 1;
        return new Promise(() => {});
      },
      suggest: async () => [],
    });
    await until(async () => lookups > 0);
    const rowOf = async () =>
      (
        await database.db
          .select()
          .from(inventoryImportRows)
          .where(and(eq(inventoryImportRows.importId, importId), eq(inventoryImportRows.rowNumber, 2)))
      )[0];
    expect((await rowOf())?.appliedAt).toBeNull();

    // The job's next run writes it.
    await apply(fakeGeocoder({ "portland, or": { latitude: 45.5152, longitude: -122.6784 } }));
    const [listing] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing?.location).toBe("Portland, OR");
    expect(await rowOf()).toMatchObject({ failure: null, listingId });
    expect((await rowOf())?.appliedAt).not.toBeNull();
    const [settled] = await database.db.select().from(inventoryImports).where(eq(inventoryImports.id, importId));
    expect(settled?.status).toBe("applied");
  });
});
