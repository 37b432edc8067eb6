import { buffer } from "node:stream/consumers";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { IntegrityEvidence, PhotoCopyEvidence } from "#app/db/integrity-schema.ts";
import { media } from "#app/db/schema.ts";
import { readPhotoPlanes } from "#app/modules/media/hash-photo.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { mediaVariantKey } from "#app/modules/media/media-urls.ts";
import { cropProbes, hasDetail } from "#app/modules/media/perceptual-hash.ts";
import { lookupNearCopies } from "./lookup-near-copies.server.ts";

export interface FindPhotoCopiesOptions {
  db: Database;
  storage: MediaStorage;
  listing: { id: string; userId: string | null };
}

/** The copies named in a flag, at most. */
const maxCopies = 12;

/**
 * The listing's photos that are near copies of earlier photos in other sellers' listings
 * (docs/product/integrity-checks.md, Photos). Only the seller's own uploads are checked: the shared demo photos are
 * attached to 'demo', never to a listing, so they are neither checked nor found. Each photo is read from its stored
 * 480 px variant and tried at every light crop; a photo uploaded before hashes existed gets its hash here.
 */
export async function findPhotoCopies({
  db,
  storage,
  listing,
}: FindPhotoCopiesOptions): Promise<IntegrityEvidence | null> {
  const photos = await db
    .select({ id: media.id, createdAt: media.createdAt, hashLuma: media.hashLuma })
    .from(media)
    .where(and(eq(media.attachedTo, `listing:${listing.id}`), eq(media.kind, "image")))
    .orderBy(asc(media.createdAt), asc(media.id));
  const copies: PhotoCopyEvidence[] = [];
  for (const photo of photos) {
    const stored = await storage.read(mediaVariantKey(photo.id, 480, "webp"));
    if (!stored) continue;
    const planes = await readPhotoPlanes({ bytes: await buffer(stored) });
    // A plain fill is no photo of anything: nothing to copy, nothing copied.
    if (!hasDetail(planes)) continue;
    const probes = cropProbes(planes);
    const own = probes[0];
    if (photo.hashLuma === null && own) {
      await db
        .update(media)
        .set({ hashLuma: own.luma, hashBlue: own.blue, hashRed: own.red })
        .where(and(eq(media.id, photo.id), isNull(media.hashLuma)));
    }
    const found = await lookupNearCopies({ db, probes, sellerId: listing.userId, uploadedBefore: photo.createdAt });
    for (const copy of found) {
      copies.push({
        photoId: photo.id,
        otherPhotoId: copy.photoId,
        otherListingId: copy.listingId,
        distance: copy.distance,
      });
    }
    if (copies.length >= maxCopies) break;
  }
  return copies.length > 0 ? { kind: "photo_copy", copies: copies.slice(0, maxCopies) } : null;
}
