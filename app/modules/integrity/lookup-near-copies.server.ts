import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listings, media, photoHashBands } from "#app/db/schema.ts";
import type { PhotoHash } from "#app/modules/media/perceptual-hash.ts";
import { bandKeys, maxCopyDistance } from "./photo-copy-rules.ts";

export interface LookupNearCopiesOptions {
  db: Pick<Database, "execute">;
  /** The photo's crops (perceptual-hash.ts, cropProbes). */
  probes: readonly PhotoHash[];
  /** Its seller: their own listings are never copies of theirs. */
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

const asArray = (values: readonly bigint[]) => sql`${`{${values.join(",")}}`}::bigint[]`;

/**
 * The earlier photos of other sellers' listings that a photo is a near copy of (docs/product/integrity-checks.md,
 * Photos): candidates from the hash's band indexes (media-schema.ts), those whose hash is within
 * {@link maxCopyDistance} of one of the photo's crops over the three planes. One statement; its plan is
 * bench/duplicate-lookup.ts's.
 */
export async function lookupNearCopies({ db, ...options }: LookupNearCopiesOptions): Promise<NearCopy[]> {
  if (options.probes.length === 0) return [];
  const result = await db.execute(nearCopiesQuery(options));
  return rowsOf<{ photo_id: string; listing_id: string; distance: number }>(result).map((row) => ({
    photoId: row.photo_id,
    listingId: row.listing_id,
    distance: Number(row.distance),
  }));
}

/** The lookup's one statement (bench/duplicate-lookup.ts prints its plan). */
export function nearCopiesQuery({
  probes,
  sellerId,
  uploadedBefore,
  limit = 5,
}: Omit<LookupNearCopiesOptions, "db">): SQL {
  const keys = bandKeys(probes);
  const bandMatches = sql.join(
    photoHashBands.map((band, index) => sql`${band.of(media.hashLuma)} = any(${asArray(keys[index] ?? [])})`),
    sql` or `,
  );
  // A candidate is measured against the crops that share a band with it, as photo-copy-rules.ts's copyDistance.
  const sharesBand = sql.join(
    photoHashBands.map((band) => sql`${band.of(sql.raw("probe.luma"))} = ${band.of(media.hashLuma)}`),
    sql` or `,
  );
  const bits = (probe: string, column: AnyPgColumn) => sql`bit_count((${sql.raw(probe)} # ${column})::bit(64))`;
  return sql`
    with probes as (
      select * from unnest(
        ${asArray(probes.map((probe) => probe.luma))},
        ${asArray(probes.map((probe) => probe.blue))},
        ${asArray(probes.map((probe) => probe.red))}
      ) as probe(luma, blue, red)
    )
    select ${media.id} as photo_id, ${listings.id} as listing_id, nearest.distance
    from ${media}
    join ${listings} on ${listings.id} = (
      case when ${media.attachedTo} like 'listing:%' then substr(${media.attachedTo}, 9)::uuid end
    )
    cross join lateral (
      select min(${bits("probe.luma", media.hashLuma)} + ${bits("probe.blue", media.hashBlue)}
        + ${bits("probe.red", media.hashRed)})::integer as distance
      from probes probe
      where ${sharesBand}
    ) nearest
    where ${media.hashLuma} is not null
      and (${bandMatches})
      and ${media.createdAt} < ${uploadedBefore.toISOString()}::timestamptz
      and ${listings.userId} is distinct from ${sellerId}
      and nearest.distance <= ${maxCopyDistance}
    order by nearest.distance, ${media.createdAt}
    limit ${limit}`;
}
