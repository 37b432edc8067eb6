// A photo stored as an upload stores it (its WebP variants in the storage, its row with its hash), attached where a
// test says: the integrity checks' tests' way to give listings photos without HTTP.
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { mediaImageUrl, mediaVariantKey } from "#app/modules/media/media-urls.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";

export interface StorePhotoOptions {
  db: Database;
  storage: MediaStorage;
  /** The uploader; null for the demo pool. */
  ownerId: string | null;
  /** 'listing:<id>', 'demo', or null (unattached). */
  attachedTo: string | null;
  photo: Buffer;
  uploadedAt?: Date;
  /** Stored without a hash, as photos uploaded before hashes existed (and the demo pool) are. */
  isUnhashed?: boolean;
}

/** Stores the photo and gives its URL (`/media/<id>`, what listings list). */
export async function storePhoto({
  db,
  storage,
  ownerId,
  attachedTo,
  photo,
  uploadedAt = new Date(),
  isUnhashed = false,
}: StorePhotoOptions): Promise<string> {
  const image = await makeWebpVariants(photo, { effort: 0 });
  const [row] = await db
    .insert(media)
    .values({
      ownerId,
      kind: "image",
      contentType: "image/jpeg",
      byteSize: photo.length,
      width: image.width,
      height: image.height,
      attachedTo,
      createdAt: uploadedAt,
      ...(isUnhashed || !image.hash
        ? {}
        : { hashLuma: image.hash.luma, hashBlue: image.hash.blue, hashRed: image.hash.red }),
    })
    .returning({ id: media.id });
  if (!row) throw new Error("the media insert returned no row");
  for (const variant of image.variants) {
    await storage.put(mediaVariantKey(row.id, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  return mediaImageUrl(row.id);
}
