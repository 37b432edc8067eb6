import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listingIntegrity, listingIntegrityFlags, listings, user } from "#app/db/schema.ts";
import { type KeysetCursor, keysetPage } from "#app/lib/keyset-cursor.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { integrityQueuePageSize } from "./integrity-queue.schema.ts";
import {
  type IntegrityQueueEntry,
  type IntegrityQueueState,
  type OtherListing,
  otherListingIdsOf,
  type QueuedIntegrityFlag,
} from "./integrity-queue.ts";

export interface ListIntegrityQueueOptions {
  db: Database;
  after?: KeysetCursor;
  pageSize?: number;
}

export interface IntegrityQueuePage {
  entries: IntegrityQueueEntry[];
  /** `?after=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Listings in the queue, and of those the ones held from search. */
  listings: number;
  held: number;
}

interface QueuedRow {
  listing_id: string;
  flagged_at: string;
  cursor_at: string;
  held_at: string | null;
}

/**
 * The integrity queue (docs/product/integrity-checks.md, The queue): listings with an open flag or held from search,
 * the most recently flagged first, one page at a time (keyset on that time and the listing's id), each with its open
 * flags (and, while held, the flags an edit withdrew since) and the other listings they name as they are now. Read
 * through the open flags' and the holds' partial indexes: the page costs the queue, not the listings.
 */
export async function listIntegrityQueue({
  db,
  after,
  pageSize = integrityQueuePageSize,
}: ListIntegrityQueueOptions): Promise<IntegrityQueuePage> {
  const queued = sql`
    select listing_id, max(flagged_at) as flagged_at, max(held_at) as held_at from (
      select listing_id, created_at as flagged_at, null::timestamptz as held_at
        from listing_integrity_flags where status = 'open'
      union all
      select listing_id, held_at, held_at from listing_integrity where held_at is not null
    ) queued group by listing_id`;
  const page = rowsOf<QueuedRow>(
    await db.execute(sql`
      select listing_id, flagged_at, held_at,
        to_char(flagged_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
      from (${queued}) q
      ${after ? sql`where (flagged_at, listing_id) < (${after.instant}::timestamptz, ${after.id}::uuid)` : sql``}
      order by flagged_at desc, listing_id desc
      limit ${pageSize + 1}`),
  );
  const [totals] = rowsOf<{ listings: number; held: number }>(
    await db.execute(sql`select count(*)::integer as listings, count(held_at)::integer as held from (${queued}) q`),
  );
  const { shown, nextCursor } = keysetPage(page, pageSize, (last) => ({
    instant: last.cursor_at,
    id: last.listing_id,
  }));
  const ids = shown.map((row) => row.listing_id);
  const details = ids.length > 0 ? await listingDetails(db, ids) : new Map();
  const flags = ids.length > 0 ? await flagsOf(db, ids) : new Map<string, QueuedIntegrityFlag[]>();
  const otherIds = [...new Set([...flags.values()].flat().flatMap((flag) => otherListingIdsOf(flag.evidence)))];
  const others = otherIds.length > 0 ? await otherListings(db, otherIds) : {};
  return {
    entries: shown.flatMap((row) => {
      const listing = details.get(row.listing_id);
      if (!listing) return [];
      const state: IntegrityQueueState =
        row.held_at !== null
          ? "held"
          : listing.moderationState === "hidden"
            ? "hidden"
            : listing.isPublic
              ? "public"
              : "not-public";
      const listingFlags = flags.get(row.listing_id) ?? [];
      return [
        {
          listingId: row.listing_id,
          title: listing.title,
          sellerEmail: listing.sellerEmail,
          vin: listing.vin,
          state,
          flaggedAt: new Date(row.flagged_at),
          // Withdrawn flags only while the listing is held: they say why it was held.
          flags: row.held_at === null ? listingFlags.filter((flag) => flag.status === "open") : listingFlags,
          otherListings: Object.fromEntries(
            listingFlags
              .flatMap((flag) => otherListingIdsOf(flag.evidence))
              .flatMap((id) => (others[id] ? [[id, others[id]]] : [])),
          ),
        },
      ];
    }),
    nextCursor,
    listings: totals?.listings ?? 0,
    held: totals?.held ?? 0,
  };
}

async function listingDetails(db: Database, ids: string[]) {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      vin: listings.vin,
      moderationState: listings.moderationState,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
      sellerEmail: user.email,
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userId))
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The open flags of each listing, and the flags withdrawn since it was held. */
async function flagsOf(db: Database, ids: string[]): Promise<Map<string, QueuedIntegrityFlag[]>> {
  const rows = await db
    .select({
      id: listingIntegrityFlags.id,
      listingId: listingIntegrityFlags.listingId,
      kind: listingIntegrityFlags.kind,
      status: listingIntegrityFlags.status,
      evidence: listingIntegrityFlags.evidence,
      createdAt: listingIntegrityFlags.createdAt,
    })
    .from(listingIntegrityFlags)
    .leftJoin(listingIntegrity, eq(listingIntegrity.listingId, listingIntegrityFlags.listingId))
    .where(
      and(
        inArray(listingIntegrityFlags.listingId, ids),
        or(
          eq(listingIntegrityFlags.status, "open"),
          and(
            eq(listingIntegrityFlags.status, "withdrawn"),
            gte(listingIntegrityFlags.resolvedAt, listingIntegrity.heldAt),
          ),
        ),
      ),
    )
    .orderBy(listingIntegrityFlags.createdAt);
  const byListing = new Map<string, QueuedIntegrityFlag[]>();
  for (const row of rows) {
    if (row.status !== "open" && row.status !== "withdrawn") continue;
    const list = byListing.get(row.listingId) ?? [];
    list.push({ id: row.id, kind: row.kind, status: row.status, evidence: row.evidence, createdAt: row.createdAt });
    byListing.set(row.listingId, list);
  }
  return byListing;
}

async function otherListings(db: Database, ids: string[]): Promise<Record<string, OtherListing>> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      sellerEmail: user.email,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
    })
    .from(listings)
    .leftJoin(user, eq(user.id, listings.userId))
    .where(inArray(listings.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}
