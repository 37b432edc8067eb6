// An import's photos are fetched fairly between accounts (docs/decisions/076-inventory-import.md): on the real pg-boss
// queue in the shared database, a seller's backlog — or addresses that hang until their deadline — holds at most two
// fetches, and another seller's next photo goes before the rest of it. Workers are played by `fetch` with the photo
// worker's own options, so the order is the queue's, not a test's.
import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingFormValues } from "#app/modules/listings/listing-form-rules.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type ImportPhotoJob, importPhotoQueue } from "./import-jobs.ts";
import { importPhotoQueueOptions, importPhotoWorkOptions } from "./import-workers.server.ts";
import { queuePhotoSet, sendPhotoJobs } from "./queue-photo-set.server.ts";
import { insertImportFixture } from "./testing/import-fixture.ts";

let database: TestDatabase;
let jobs: JobQueue;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue({ database, logger, isScheduling: false });
  await jobs.createQueue(importPhotoQueue, importPhotoQueueOptions);
});
afterAll(async () => {
  await jobs?.stop({ graceful: false });
  await database?.destroy();
});

/** A new seller whose import row names `count` photos of a new draft, queued as applying the row queues them. */
async function sellerQueuing(count: number): Promise<string[]> {
  const db = database.db;
  const userId = await insertUser(db, `fair-${randomUUID()}@example.com`);
  const importId = await insertImportFixture(db, userId);
  const { draftId } = await saveListingDraft({
    db,
    userId,
    draftId: null,
    tier: "stampede",
    values: listingFormValues({}),
  });
  const urls = Array.from({ length: count }, (_, n) => `https://photos.example.com/${userId}/${n}.jpg`);
  const queued = await db.transaction((tx) =>
    queuePhotoSet(tx, { userId, target: { kind: "draft", id: draftId }, row: { importId, rowNumber: 2 }, urls }),
  );
  await sendPhotoJobs(jobs, queued, logger);
  return queued.map(({ fetchId }) => fetchId);
}

/** What a photo worker takes next (its own fetch options), or null when it may take nothing. */
async function nextPhoto(): Promise<string | null> {
  const { batchSize, groupConcurrency } = importPhotoWorkOptions;
  const [job] = await jobs.fetch<ImportPhotoJob>(importPhotoQueue, { batchSize, groupConcurrency });
  return job ? job.data.fetchId : null;
}

describe("photo fetches between accounts", () => {
  it("a seller's backlog holds two fetches at most, and another seller's photo goes before the rest of it", async () => {
    const backlog = await sellerQueuing(30);
    const other = await sellerQueuing(1);

    expect(await nextPhoto()).toBe(backlog[0]);
    // The other seller's first photo before the backlog's second…
    expect(await nextPhoto()).toBe(other[0]);
    expect(await nextPhoto()).toBe(backlog[1]);
    // …and while two of the backlog's hang, none more of it is taken: the other workers stay free for other sellers.
    expect(await nextPhoto()).toBeNull();
    const late = await sellerQueuing(1);
    expect(await nextPhoto()).toBe(late[0]);
  });
});
