import { availableParallelism } from "node:os";
import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { demoMediaTarget, media } from "#app/db/schema.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { mediaVariantKey, variantPlan } from "#app/modules/media/media-urls.ts";
import { type DemoPhoto, demoPhotoPool } from "./demo-photo-pool.ts";
import { demoPhotoSize } from "./demo-scene-svg.ts";
import { drawDemoPhoto } from "./draw-demo-photo.server.ts";

export interface EnsureDemoPhotosOptions {
  db: Pick<Database, "select" | "insert" | "update">;
  /** The media storage: the photos' variants are stored like uploads, under `media/<id>/`. */
  storage: MediaStorage;
}

export interface EnsureDemoPhotosResult {
  generated: number;
  reused: number;
  ms: number;
}

/**
 * Makes the demo photo pool available as media: one row per photo (no owner, attached to 'demo', so
 * no clean-up touches it) and its WebP variants in the storage. Photos whose row and largest variant
 * exist are kept as they are; AVIF variants follow from the background job like any upload's.
 */
export async function ensureDemoPhotos({ db, storage }: EnsureDemoPhotosOptions): Promise<EnsureDemoPhotosResult> {
  const started = performance.now();
  const pool = demoPhotoPool();
  const largest = variantPlan(demoPhotoSize.width).at(-1)?.slot ?? 1920;
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      inArray(
        media.id,
        pool.map((photo) => photo.id),
      ),
    );
  const hasRow = new Set(rows.map((row) => row.id));
  const missing: DemoPhoto[] = [];
  for (const photo of pool) {
    if (!hasRow.has(photo.id) || !(await storage.stat(mediaVariantKey(photo.id, largest, "webp")))) missing.push(photo);
  }

  // sharp runs each encode on one thread here; a few photos at once use every core.
  const queue = [...missing];
  const drawn: { photo: DemoPhoto; bytes: number }[] = [];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const image = await drawDemoPhoto(photo.spec);
      // The largest variant last: its presence is what marks a photo as complete.
      for (const variant of image.variants.toSorted((a, b) => a.slot - b.slot)) {
        await storage.put(mediaVariantKey(photo.id, variant.slot, "webp"), variant.bytes, "image/webp");
      }
      drawn.push({ photo, bytes: image.variants.at(-1)?.bytes.length ?? 1 });
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));

  if (drawn.length > 0) {
    await db
      .insert(media)
      .values(
        drawn.map(({ photo, bytes }) => ({
          id: photo.id,
          ownerId: null,
          kind: "image" as const,
          contentType: "image/svg+xml",
          byteSize: bytes,
          width: demoPhotoSize.width,
          height: demoPhotoSize.height,
          attachedTo: demoMediaTarget,
        })),
      )
      // Redrawn (the storage had lost them): their AVIF variants have to be made again too.
      .onConflictDoUpdate({ target: media.id, set: { avifReadyAt: null, attachedTo: demoMediaTarget } });
  }
  return {
    generated: missing.length,
    reused: pool.length - missing.length,
    ms: Math.round(performance.now() - started),
  };
}
