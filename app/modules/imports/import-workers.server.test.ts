// The import's workers on a real pg-boss queue (docs/decisions/076-inventory-import.md): an import left applying and a
// photo left waiting by a process that stopped are found at start, its rows written and the photo fetched into its
// draft, and the import settles as applied; a photo whose job was lost later is found by the sweep every ten minutes;
// an apply job beats, so one whose process stopped is taken back within a minute; the clean-up runs daily.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryImportRows, inventoryImports, listingDrafts, photoFetches } from "#app/db/schema.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { until } from "#app/test/until.ts";
import { importApplyQueue, importCleanupQueue, importSweepQueue } from "./import-jobs.ts";
import { startImportWorkers } from "./import-workers.server.ts";
import { newVanCells } from "./testing/import-fixture.ts";
import { type PhotoServer, startPhotoServer } from "./testing/photo-server.ts";

let database: TestDatabase;
let jobs: JobQueue;
let photos: PhotoServer;
let storage: MediaStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createTestServices(database).storage;
  photos = await startPhotoServer();
});
afterAll(async () => {
  await jobs?.stop({ graceful: false });
  await photos?.close();
  await removeTestStorage(storage);
  await database?.destroy();
});

describe("the import workers", () => {
  it("pick up an import left applying at start, write its rows and fetch their photos", async () => {
    const userId = await insertUser(database.db, "worker-import@example.com");
    const [created] = await database.db
      .insert(inventoryImports)
      .values({ userId, fileName: "left.csv", rowCount: 1, status: "applying", appliedAt: new Date() })
      .returning({ id: inventoryImports.id });
    if (!created) throw new Error("no import");
    await database.db.insert(inventoryImportRows).values({
      importId: created.id,
      rowNumber: 2,
      stockNumber: "LEFT-1",
      outcome: "create",
      values: { ...newVanCells("LEFT-1"), photo_urls: `${photos.origin}/photos/1.jpg` },
    });

    const logger = createLogger("silent");
    jobs = await startJobQueue({ database, logger, isScheduling: false });
    await startImportWorkers({
      jobs,
      db: database.db,
      storage,
      geocoder: fakeGeocoder({}),
      logger,
      baseUrl: testBaseUrl,
      notifyOutbox: () => {},
      allowedHosts: [photos.host],
      pollingIntervalSeconds: 0.5,
    });

    await until(async () => {
      const [found] = await database.db.select().from(inventoryImports).where(eq(inventoryImports.id, created.id));
      return found?.status === "applied";
    });
    const [draft] = await database.db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
    expect(draft?.stockNumber).toBe("LEFT-1");
    expect(storedDraftValues(draft?.values ?? {}).images).toHaveLength(1);
    expect(photos.requests).toEqual(["/photos/1.jpg"]);
  });

  it("send a photo whose job was lost again every ten minutes", async () => {
    expect(await jobs.getSchedules(importSweepQueue)).toMatchObject([{ cron: "*/10 * * * *" }]);
    const [draft] = await database.db.select().from(listingDrafts).where(eq(listingDrafts.stockNumber, "LEFT-1"));
    if (!draft) throw new Error("no draft");
    const queuedAt = new Date(Date.now() - 11 * 60 * 1000);
    const [lost] = await database.db
      .insert(photoFetches)
      .values({
        userId: draft.userId,
        draftId: draft.id,
        position: 1,
        url: `${photos.origin}/photos/2.jpg`,
        createdAt: queuedAt,
      })
      .returning({ id: photoFetches.id });
    if (!lost) throw new Error("no photo");

    // The schedule's run, now.
    await jobs.send(importSweepQueue, {});
    await until(async () => {
      const [photo] = await database.db.select().from(photoFetches).where(eq(photoFetches.id, lost.id));
      return photo?.status === "fetched";
    });
    expect(photos.requests).toContain("/photos/2.jpg");
  });

  it("take back an apply job whose process stopped by its heartbeat, and clean up daily", async () => {
    expect(await jobs.getQueue(importApplyQueue)).toMatchObject({ heartbeatSeconds: 30 });
    expect(await jobs.getSchedules(importCleanupQueue)).toMatchObject([{ cron: "29 3 * * *" }]);
  });
});
