// Videos are processed fairly between accounts (docs/product/media.md, "Videos"): on the real pg-boss
// queue in the shared database, one account's backlog delays another account's first video by at most
// the job already running, on one instance or several. Workers are played by `fetch` with the video
// worker's own options, so the order is the queue's, not a test's.
import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { type MediaVideoJob, mediaVideoQueue } from "./media-jobs.ts";
import type { MediaStorage } from "./media-storage.ts";
import { makeVideoFixture } from "./testing/make-video-fixture.ts";
import { multipart, uploadRequest } from "./testing/media-fixtures.ts";
import { removeTestStorage } from "./testing/remove-test-storage.ts";
import { uploadMedia } from "./upload-media.server.ts";
import { videoQueueOptions, videoWorkOptions } from "./video-queue.server.ts";
import type { VideoTools } from "./video-tools.server.ts";

let database: TestDatabase;
let jobs: JobQueue;
let storage: MediaStorage;
let videoTools: VideoTools;
let clip: Buffer;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createTestServices(database);
  storage = services.storage;
  if (!services.videoTools) throw new Error("these tests need ffmpeg");
  videoTools = services.videoTools;
  clip = await makeVideoFixture({ audio: false });
  jobs = await startJobQueue({ database, logger, isScheduling: false });
  await jobs.createQueue(mediaVideoQueue, videoQueueOptions);
}, 60_000);
afterAll(async () => {
  await jobs?.stop({ graceful: false });
  await database?.destroy();
  if (storage) await removeTestStorage(storage);
});

/** A new account that uploads videos through the upload use case (probe, row, queued job). */
async function account() {
  const id = randomUUID();
  await database.db.insert(user).values({ id, email: `${id}@example.com`, name: "Seller", emailVerified: true });
  return {
    async uploadVideo(): Promise<string> {
      const uploaded = await uploadMedia({
        db: database.db,
        storage,
        videoTools,
        jobs,
        logger,
        request: uploadRequest("kind=video&purpose=listing", multipart(clip, { type: "video/mp4" })),
        ownerId: id,
        kind: "video",
        purpose: "listing",
      });
      return uploaded.id;
    },
  };
}

/** What a video worker takes next (its own fetch options), or null when it may take nothing. */
async function nextVideo(): Promise<string | null> {
  const { batchSize, groupConcurrency } = videoWorkOptions;
  const [job] = await jobs.fetch<MediaVideoJob>(mediaVideoQueue, { batchSize, groupConcurrency });
  return job ? job.data.mediaId : null;
}

async function finish(mediaId: string) {
  const [job] = await jobs.findJobs<MediaVideoJob>(mediaVideoQueue, { key: mediaId });
  if (!job) throw new Error(`no job for ${mediaId}`);
  await jobs.complete(mediaVideoQueue, job.id);
}

describe("video jobs between accounts", () => {
  it("an honest first video goes right after the running job, before the rest of another account's backlog", async () => {
    const hostile = await account();
    const honest = await account();
    const first = await hostile.uploadVideo();
    const second = await hostile.uploadVideo();
    const third = await hostile.uploadVideo();
    const honestVideo = await honest.uploadVideo();

    expect(await nextVideo()).toBe(first);
    await finish(first);
    expect(await nextVideo()).toBe(honestVideo);
    await finish(honestVideo);
    expect(await nextVideo()).toBe(second);
    await finish(second);
    expect(await nextVideo()).toBe(third);
    await finish(third);
    expect(await nextVideo()).toBeNull();
  });

  it("on several instances, an account's backlog holds one worker: the next worker takes another account's video", async () => {
    const hostile = await account();
    const honest = await account();
    const first = await hostile.uploadVideo();
    await hostile.uploadVideo();
    // A second instance finds nothing it may take while the first runs that account's video…
    expect(await nextVideo()).toBe(first);
    expect(await nextVideo()).toBeNull();
    // …and takes another account's video at once.
    const honestVideo = await honest.uploadVideo();
    expect(await nextVideo()).toBe(honestVideo);
  });
});
