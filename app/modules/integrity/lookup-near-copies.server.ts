import { and, isNotNull, like, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media, photoHashBands } from "#app/db/schema.ts";
import type { PhotoHash } from "#app/modules/media/perceptual-hash.ts";
import { bandKeys, copyDistance, maxCopyDistance } from "./photo-copy-rules.ts";

export interface LookupNearCopiesOptions {
  db: Pick<Database, "select">;
  /** The photo's crops (perceptual-hash.ts, cropProbes). */
  probes: readonly PhotoHash[];
  /** Its seller: their own photos are never copies of theirs. */
  sellerId: string | null;
  /** When it was uploaded: only photos uploaded before it count (the later upload is the copy). */
  uploadedBefore: Date;
  /** Most copies returned, nearest first. */
  limit?: number;
}

export interface NearCopy {
  photoId: string;
  listingId: string;
  /** Differing bits of 192 at the closest crop. */
  distance: number;
}

const listingTarget = "listing:";

/**
 * The earlier photos of other sellers' listings that a photo is a near copy of (docs/product/integrity-checks.md,
 * Photos): the candidates are the photos of listings equal to one of the photo's crops on a band of the hash, read
 * through the bands' indexes (media-schema.ts); of those, the ones within {@link maxCopyDistance} of an aligned crop
 * over the three planes (photo-copy-rules.ts) are copies. A listing's photos are its seller's uploads (attaching
 * checks it), so the uploader is the listing's seller.
 */
export async function lookupNearCopies({
  db,
  limit = 5,
  ...options
}: LookupNearCopiesOptions): Promise<NearCopy[]> {
  if (options.probes.length === 0) return [];
  const candidates = await nearCopyCandidates(db, options);
  return candidates
    .flatMap((candidate) => {
      const { hashLuma: luma, hashBlue: blue, hashRed: red } = candidate;
      if (luma === null || blue === null || red === null) return [];
      const distance = copyDistance(options.probes, { luma, blue, red });
      if (distance === null || distance > maxCopyDistance) return [];
      const listingId = candidate.attachedTo?.slice(listingTarget.length) ?? "";
      return [{ photoId: candidate.id, listingId, distance, uploadedAt: candidate.createdAt }];
    })
    .sort((a, b) => a.distance - b.distance || a.uploadedAt.getTime() - b.uploadedAt.getTime())
    .slice(0, limit)
    .map(({ photoId, listingId, distance }) => ({ photoId, listingId, distance }));
}

/**
 * The candidates' query (bench/duplicate-lookup.ts prints its plan): one bitmap index scan per band, OR-ed, for the
 * band values of all the crops at once.
 */
export function nearCopyCandidates(
  db: Pick<Database, "select">,
  { probes, sellerId, uploadedBefore }: Omit<LookupNearCopiesOptions, "db" | "limit">,
) {
  const keys = bandKeys(probes);
  const bandMatches = photoHashBands.map(
    (band, index) => sql`${band.of(media.hashLuma)} = any(${`{${(keys[index] ?? []).join(",")}}`}::bigint[])`,
  );
  return db
    .select({
      id: media.id,
      attachedTo: media.attachedTo,
      createdAt: media.createdAt,
      hashLuma: media.hashLuma,
      hashBlue: media.hashBlue,
      hashRed: media.hashRed,
    })
    .from(media)
    .where(
      and(
        or(...bandMatches),
        isNotNull(media.hashLuma),
        like(media.attachedTo, `${listingTarget}%`),
        sql`${media.ownerId} is distinct from ${sellerId}`,
        lt(media.createdAt, uploadedBefore),
      ),
    );
}
