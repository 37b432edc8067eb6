// A photo already received (an upload's spooled file, or the bytes an import fetched by URL), processed and stored
// the one way: WebP variants made and stored, its row written, its AVIF variants queued. Unattached until a listing,
// profile, post or draft is saved with it (attach-media.server.ts); unattached media go after a day.
import { randomUUID } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { type MediaAvifJob, mediaAvifQueue } from "./media-jobs.ts";
import type { UploadKind } from "./media-limits.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaImageUrl, mediaKeys, mediaVariantKey } from "./media-urls.ts";
import { makeWebpVariants } from "./process-image.server.ts";

export interface StoreImageOptions {
  db: Database;
  storage: MediaStorage;
  jobs: JobSender;
  logger: Logger;
  ownerId: string;
  /** A file's path or the photo's bytes, already judged an accepted image by its magic bytes. */
  input: string | Buffer;
  /** What the magic bytes said (detect-media-type.server.ts): stored and served. */
  contentType: string;
  byteSize: number;
  /** Where it came from, for the log line ('listing', 'import'…). */
  source: string;
}

export interface StoredImage {
  id: string;
  /** `/media/<id>`: what forms post and listings store. */
  url: string;
  width: number;
  height: number;
}

/** Decoding a large photo takes up to ~150 MB; two at a time keep memory bounded and a core free. */
const imageSlots = createSlots(2);

/**
 * Makes and stores the photo's WebP variants and its row (pixel limits and unreadable images refused by
 * makeWebpVariants with AppError `invalid`), then queues its AVIF variants. Leaves `input` (a file) to the caller.
 */
export async function storeImage({
  db,
  storage,
  jobs,
  logger,
  ownerId,
  input,
  contentType,
  byteSize,
  source,
}: StoreImageOptions): Promise<StoredImage> {
  const id = randomUUID();
  const started = performance.now();
  const image = await imageSlots.run(() => makeWebpVariants(input));
  await Promise.all(
    image.variants.map((variant) =>
      storage.put(mediaVariantKey(id, variant.slot, "webp"), variant.bytes, "image/webp"),
    ),
  );
  await insertOrRemove({ storage, id, kind: "image" }, () =>
    db.insert(media).values({
      id,
      ownerId,
      kind: "image",
      contentType,
      byteSize,
      width: image.width,
      height: image.height,
      hashLuma: image.hash?.luma ?? null,
      hashBlue: image.hash?.blue ?? null,
      hashRed: image.hash?.red ?? null,
    }),
  );
  logger.info(
    { mediaId: id, kind: "image", purpose: source, bytes: byteSize, ms: Math.round(performance.now() - started) },
    "photo uploaded",
  );
  // A lost job only delays AVIF: the daily sweep (media-workers.server.ts) sends it again. Fresh uploads
  // go before the start-up sweep's backlog (the demo pool on a first start).
  await jobs
    .send(mediaAvifQueue, { mediaId: id } satisfies MediaAvifJob, { singletonKey: id, priority: 10 })
    .catch((error: unknown) => logger.warn({ err: error, mediaId: id }, "could not queue the AVIF variants"));
  return { id, url: mediaImageUrl(id), width: image.width, height: image.height };
}

/** Runs the row's insert; if it fails, the files already stored under the id go too. */
export async function insertOrRemove(
  { storage, id, kind }: { storage: MediaStorage; id: string; kind: UploadKind },
  insert: () => Promise<unknown>,
) {
  try {
    await insert();
  } catch (error) {
    await storage.delete(mediaKeys(id, kind)).catch(() => {});
    throw error;
  }
}

/** At most `size` tasks at once; the rest wait in order. */
function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its slot straight to the next in line, so none can slip in between.
      if (running >= size) await new Promise<void>((start) => waiting.push(start));
      else running += 1;
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
