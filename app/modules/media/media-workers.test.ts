// The media workers on a real pg-boss queue: AVIF variants for photos that lack them (the start-up
// sweep, as for the demo pool), videos still processing (a legacy video stored before processing
// existed, found by the start-up sweep), and the clean-up job.
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, user } from "#app/db/schema.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { until } from "#app/test/until.ts";
import { mediaCleanupQueue, mediaVideoQueue } from "./media-jobs.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaPosterKey, mediaVariantKey, mediaVideoKey } from "./media-urls.ts";
import { startMediaWorkers } from "./media-workers.server.ts";
import { makeWebpVariants } from "./process-image.server.ts";
import { makeVideoFixture, probeVideo } from "./testing/make-video-fixture.ts";
import { removeTestStorage } from "./testing/remove-test-storage.ts";
import { longestVideoTimeLimitMs } from "./video-budget.ts";

let database: TestDatabase;
let jobs: JobQueue;
let storage: MediaStorage;
const photoId = randomUUID();
const staleId = randomUUID();
const legacyVideoId = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createTestServices(database).storage;
  await database.db.insert(user).values({ id: "ann", email: "ann@example.com", name: "Ann", emailVerified: true });
  const photo = await makeWebpVariants(
    await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#48a" } })
      .png()
      .toBuffer(),
  );
  for (const variant of photo.variants) {
    await storage.put(mediaVariantKey(photoId, variant.slot, "webp"), variant.bytes, "image/webp");
    await storage.put(mediaVariantKey(staleId, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await database.db.insert(media).values([
    { id: photoId, ownerId: "ann", kind: "image", contentType: "image/png", byteSize: 1, width: 1000, height: 750 },
    {
      id: staleId,
      ownerId: "ann",
      kind: "image",
      contentType: "image/png",
      byteSize: 1,
      width: 1000,
      height: 750,
      createdAt: twoDaysAgo,
      avifReadyAt: twoDaysAgo,
    },
  ]);
  // Stored as uploaded before processing existed (migration 0019 marked it processing): no original.
  await storage.put(mediaVideoKey(legacyVideoId), await makeVideoFixture({ container: "mov" }), "video/quicktime");
  await database.db.insert(media).values({
    id: legacyVideoId,
    ownerId: "ann",
    kind: "video",
    contentType: "video/quicktime",
    byteSize: 1,
    videoState: "processing",
  });
  jobs = await startJobQueue({ database, logger: createLogger("silent"), isScheduling: false });
  await startMediaWorkers({
    jobs,
    db: database.db,
    storage,
    videoTools: createTestServices(database).videoTools,
    logger: createLogger("silent"),
    pollingIntervalSeconds: 0.5,
    cleanupPollingIntervalSeconds: 0.5,
  });
}, 60_000);
afterAll(async () => {
  await jobs?.stop({ graceful: true });
  await database?.destroy();
  await removeTestStorage(storage);
});

describe("media workers", () => {
  it("make AVIF variants for photos that have none, found at start", async () => {
    await until(async () => {
      const [row] = await database.db.select().from(media).where(eq(media.id, photoId));
      return row?.avifReadyAt != null;
    });
    for (const slot of [480, 960, 1920] as const) {
      expect(await storage.stat(mediaVariantKey(photoId, slot, "avif")), String(slot)).not.toBeNull();
    }
  });

  it("process a video still processing, found at start, from the file it was served as", async () => {
    await until(async () => {
      const [row] = await database.db.select().from(media).where(eq(media.id, legacyVideoId));
      return row?.videoState === "ready";
    });
    const served = await storage.read(mediaVideoKey(legacyVideoId));
    const probe = await probeVideo(served ? await buffer(served) : Buffer.alloc(0));
    expect(probe.streams.map((stream) => stream.codec_name)).toEqual(["h264", "aac"]);
    expect(await storage.stat(mediaPosterKey(legacyVideoId))).not.toBeNull();
  });

  it("keep a video job in pg-boss's hands longer than the longest time limit of an accepted video", async () => {
    const queue = await jobs.getQueue(mediaVideoQueue);
    expect((queue?.expireInSeconds ?? 0) * 1000).toBeGreaterThan(longestVideoTimeLimitMs);
  });

  it("delete unattached uploads older than a day when the clean-up runs", async () => {
    await jobs.send(mediaCleanupQueue, {});
    // The row goes first, its files right after: wait for both.
    await until(
      async () =>
        (await database.db.select().from(media).where(eq(media.id, staleId))).length === 0 &&
        (await storage.stat(mediaVariantKey(staleId, 480, "webp"))) === null,
    );
    // The recent upload stays.
    expect(await database.db.select().from(media).where(eq(media.id, photoId))).toHaveLength(1);
  });
});
