import { and, type Column, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Listing, type ListingDraft, listingDrafts, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { encodeListingCursor, type ListingCursor } from "#app/modules/search/listing-page.ts";
import { draftView, listingView, type MyListingView } from "./my-listing-view.server.ts";

/** 'No listing or draft of yours has this id.': another seller's is answered the same. */
export const myListingNotFound = () => new AppError("not-found", "api-keys.api.listingNotFound");

/** A page of the caller's listings and drafts: its items, and the cursor of the next page (null on the last). */
export interface MyListingPage {
  data: MyListingView[];
  nextCursor: string | null;
}

/** Whole microseconds since the epoch: the cursor's sort value (more precise than a JavaScript Date). */
const createdMicros = (createdAt: Column) =>
  sql<number>`(extract(epoch from ${createdAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * The caller's listings (whatever their state) and drafts in one order, the newest first, `limit` at a time from
 * `cursor` (docs/product/open-platform.md, Managing listings through the API); only the one with `stockNumber` when
 * it is given. Paged by keyset on (created_at, id) across both, so a page neither repeats nor skips one when another
 * is added meanwhile. A page followed by more carries the next one's cursor.
 */
export async function listMyListings(
  db: Database,
  {
    userId,
    stockNumber,
    cursor,
    limit,
    baseUrl,
  }: { userId: string; stockNumber?: string; cursor?: ListingCursor; limit: number; baseUrl: string },
): Promise<MyListingPage> {
  const after = (createdAt: Column, id: Column) =>
    cursor
      ? sql`(${createdAt}, ${id}) < ('epoch'::timestamptz + ${cursor.sortValue}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
      : undefined;
  // Each table's first `limit` + 1 after the cursor hold the page's items and tell whether more follow.
  const [ownListings, drafts] = await Promise.all([
    db
      .select({ row: listings, sortValue: createdMicros(listings.createdAt) })
      .from(listings)
      .where(
        and(
          eq(listings.userId, userId),
          stockNumber ? eq(listings.stockNumber, stockNumber) : undefined,
          after(listings.createdAt, listings.id),
        ),
      )
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit + 1),
    db
      .select({ row: listingDrafts, sortValue: createdMicros(listingDrafts.createdAt) })
      .from(listingDrafts)
      .where(
        and(
          eq(listingDrafts.userId, userId),
          stockNumber ? eq(listingDrafts.stockNumber, stockNumber) : undefined,
          after(listingDrafts.createdAt, listingDrafts.id),
        ),
      )
      .orderBy(desc(listingDrafts.createdAt), desc(listingDrafts.id))
      .limit(limit + 1),
  ]);
  const merged = [
    ...ownListings.map(({ row, sortValue }) => ({ sortValue, id: row.id, view: () => listingView(row, baseUrl) })),
    ...drafts.map(({ row, sortValue }) => ({ sortValue, id: row.id, view: () => draftView(row) })),
  ].sort(newestFirst);
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map((item) => item.view()),
    nextCursor: merged.length > limit && last ? encodeListingCursor({ sortValue: last.sortValue, id: last.id }) : null,
  };
}

/** PostgreSQL's order, (created_at, id) descending: a uuid's text in lower case sorts as its bytes. */
function newestFirst(a: { sortValue: number; id: string }, b: { sortValue: number; id: string }): number {
  if (a.sortValue !== b.sortValue) return b.sortValue - a.sortValue;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The caller's listing or draft `id` (a listing's and a draft's ids never meet); null for anything else. */
export async function findMyListing(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<{ kind: "listing"; row: Listing } | { kind: "draft"; row: ListingDraft } | null> {
  if (!listingIdSchema.safeParse(id).success) return null;
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId)));
  if (listing) return { kind: "listing", row: listing };
  const [draft] = await db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.userId, userId)));
  return draft ? { kind: "draft", row: draft } : null;
}

/** The caller's listing or draft `id` as the API answers it; `not-found` for anything else. */
export async function getMyListing(
  db: Database,
  { userId, id, baseUrl }: { userId: string; id: string; baseUrl: string },
): Promise<MyListingView> {
  const found = await findMyListing(db, { userId, id });
  if (!found) throw myListingNotFound();
  return found.kind === "listing" ? listingView(found.row, baseUrl) : draftView(found.row);
}
