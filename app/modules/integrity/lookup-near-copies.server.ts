import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { media, photoHashBands } from "#app/db/schema.ts";
import type { PhotoHash } from "#app/modules/media/perceptual-hash.ts";
import { maxCopyDistance } from "./photo-copy-rules.ts";

export interface LookupNearCopiesOptions {
  db: Pick<Database, "execute">;
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
  /** Differing bits of 192 at the closest aligned crop. */
  distance: number;
}

/**
 * The earlier photos of other sellers' listings that a photo is a near copy of (docs/product/integrity-checks.md,
 * Photos), as photo-copy-rules.ts's copyMeasure says: a stored photo equal to one of the photo's crops on a band of
 * the hash (read through the bands' indexes, media-schema.ts) is measured against those crops over the three planes,
 * and is a copy within {@link maxCopyDistance}. A listing's photos are its seller's uploads (attaching checks it), so
 * the uploader is the listing's seller.
 */
export async function lookupNearCopies({ db, ...options }: LookupNearCopiesOptions): Promise<NearCopy[]> {
  if (options.probes.length === 0) return [];
  const rows = rowsOf<{ photo_id: string; attached_to: string; distance: number }>(
    await db.execute(nearCopiesQuery(options)),
  );
  return rows.map((row) => ({
    photoId: row.photo_id,
    listingId: row.attached_to.slice("listing:".length),
    distance: Number(row.distance),
  }));
}

const bigints = (values: readonly bigint[]) => sql`${`{${values.join(",")}}`}::bigint[]`;

/**
 * The lookup's one statement (bench/duplicate-lookup.ts prints its plan): for each band, each crop joined to the
 * photos equal to it on that band, measured from the band's index alone; the nearest per photo; then the table for
 * the few within reach.
 */
export function nearCopiesQuery({
  probes,
  sellerId,
  uploadedBefore,
  limit = 5,
}: Omit<LookupNearCopiesOptions, "db">): SQL {
  const differing = (plane: "luma" | "blue" | "red", column: AnyPgColumn) =>
    sql`bit_count((probe.${sql.raw(plane)} # ${column})::bit(64))`;
  const aligned = photoHashBands.map(
    (band) => sql`
      select ${media.id} as id,
        ${differing("luma", media.hashLuma)} + ${differing("blue", media.hashBlue)} + ${differing("red", media.hashRed)}
          as distance
      from probe join ${media} on ${band.of(media.hashLuma)} = ${band.of(sql.raw("probe.luma"))}`,
  );
  return sql`
    with probe as materialized (
      select * from unnest(
        ${bigints(probes.map((probe) => probe.luma))},
        ${bigints(probes.map((probe) => probe.blue))},
        ${bigints(probes.map((probe) => probe.red))}
      ) as probe(luma, blue, red)
    ),
    nearest as (
      select id, min(distance) as distance
      from (${sql.join(aligned, sql` union all `)}) measured
      where distance <= ${maxCopyDistance}
      group by id
    )
    select ${media.id} as photo_id, ${media.attachedTo} as attached_to, nearest.distance
    from nearest join ${media} on ${media.id} = nearest.id
    where ${media.attachedTo} like 'listing:%'
      and ${media.ownerId} is distinct from ${sellerId}
      and ${media.createdAt} < ${uploadedBefore.toISOString()}::timestamptz
    order by nearest.distance, ${media.createdAt}
    limit ${limit}`;
}
