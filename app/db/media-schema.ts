// Tables of the media area; see drizzle/0005_media.sql for its migration.
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

export const mediaKinds = ["image", "video"] as const;
export type MediaKind = (typeof mediaKinds)[number];
/** A video's way from upload to playable (docs/product/media.md, "Videos"); null for photos. */
export const videoStates = ["processing", "ready", "failed"] as const;
export type VideoState = (typeof videoStates)[number];

/** `attached_to` of the shared demo photo pool: owned by nobody, usable by every listing, never cleaned. */
export const demoMediaTarget = "demo";

/**
 * The perceptual hash's luma part is looked up by multi-index hashing (docs/decisions/062-integrity-checks.md): its
 * 64 bits cut into three bands of 21, 21 and 22 bits, each under a btree index. A near copy shares one band exactly
 * with one of the crops the lookup tries, so the candidates are the rows equal on a band, never a scan of every hash.
 * (perceptual-hash.ts deals the DCT's coefficients round the bands, so each band holds low and high frequencies.)
 */
export const photoHashBands = [
  { name: "high", of: (hash: AnyPgColumn | SQL) => sql`((${hash} >> 43) & 2097151)`, shift: 43n, bits: 21n },
  { name: "middle", of: (hash: AnyPgColumn | SQL) => sql`((${hash} >> 22) & 2097151)`, shift: 22n, bits: 21n },
  { name: "low", of: (hash: AnyPgColumn | SQL) => sql`(${hash} & 4194303)`, shift: 0n, bits: 22n },
] as const;

/**
 * One uploaded photo or video. Photos keep only their WebP (and later AVIF) variants, never the
 * original file, so nothing of the camera's metadata survives. A video's upload is kept, unserved,
 * only until a background job has made its MP4 and poster (metadata stripped), then deleted.
 * Files live in the storage under `media/<id>/…` (see app/modules/media/media-urls.ts).
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The uploader; null for the demo pool (and after the account is deleted). */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind", { enum: mediaKinds }).notNull(),
    /** The type detected from the upload's bytes, e.g. image/jpeg or video/mp4. */
    contentType: text("content_type").notNull(),
    /** Bytes received. */
    byteSize: integer("byte_size").notNull(),
    /** Upright pixel size (after EXIF orientation) of a photo; a video's served size once it is ready. */
    width: integer("width"),
    height: integer("height"),
    /** Videos only: processing until the served MP4 and poster exist, then ready, or failed. */
    videoState: text("video_state", { enum: videoStates }),
    /** Why processing failed, in words for the owner (videos only). */
    videoError: text("video_error"),
    /** A video's length, from the probe at upload. */
    durationMs: integer("duration_ms"),
    /** What uses it: 'listing:<uuid>', 'builder:<uuid>', 'blog:<uuid>', 'demo'; null while unattached. */
    attachedTo: text("attached_to"),
    /** When it was last detached (or null if never attached): unattached media are deleted a day later. */
    detachedAt: timestamp("detached_at", { withTimezone: true }),
    /** When the AVIF variants were stored; until then `.avif` URLs redirect to the WebP ones. */
    avifReadyAt: timestamp("avif_ready_at", { withTimezone: true }),
    /**
     * A photo's perceptual hash, made at upload (app/modules/media/perceptual-hash.ts): 64 bits of DCT hash of the
     * photo's middle (its luma, and its blue and red colour differences), as signed 64-bit integers. Null for videos,
     * for the demo pool and for photos uploaded before the hash existed; the integrity checks skip those.
     */
    hashLuma: bigint("hash_luma", { mode: "bigint" }),
    hashBlue: bigint("hash_blue", { mode: "bigint" }),
    hashRed: bigint("hash_red", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_kind_check", sql`${t.kind} in ('image', 'video')`),
    check("media_image_size_check", sql`${t.kind} <> 'image' or (${t.width} > 0 and ${t.height} > 0)`),
    check("media_byte_size_check", sql`${t.byteSize} > 0`),
    check(
      "media_video_state_check",
      sql`(${t.kind} = 'video') = (${t.videoState} is not null) and ${t.videoState} in ('processing', 'ready', 'failed')`,
    ),
    index("media_owner_idx").on(t.ownerId),
    index("media_attached_to_idx").on(t.attachedTo),
    index("media_unattached_idx").on(t.createdAt).where(sql`${t.attachedTo} is null`),
    index("media_video_processing_idx").on(t.createdAt).where(sql`${t.videoState} = 'processing'`),
    check(
      "media_hash_check",
      sql`(${t.hashLuma} is null) = (${t.hashBlue} is null) and (${t.hashLuma} is null) = (${t.hashRed} is null)`,
    ),
    // Not partial: PostgreSQL keeps statistics of an index's expression only for a whole-table index, and the lookup's
    // plan needs them (a partial index's band would be estimated at 0.5% of the table per value, and scanned). The
    // hashes and the id follow the band, so a lookup measures every row equal on a band from the index alone and
    // reads the table only for the copies it finds.
    ...photoHashBands.map((band) =>
      index(`media_hash_${band.name}_band_idx`).on(band.of(t.hashLuma), t.hashLuma, t.hashBlue, t.hashRed, t.id),
    ),
  ],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
