import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Listing, type ListingDraft, listingDrafts, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { draftView, listingView, type MyListingView } from "./my-listing-view.server.ts";

/** Most listings, and most drafts, one answer holds: nobody sells this many campers at once. */
const maxOwnRows = 500;

/** 'No listing or draft of yours has this id.': another seller's is answered the same. */
export const myListingNotFound = () => new AppError("not-found", "api-keys.api.listingNotFound");

/**
 * The caller's listings (whatever their state) and drafts, the newest first (docs/product/open-platform.md, Managing
 * listings through the API); only the one with `stockNumber` when it is given.
 */
export async function listMyListings(
  db: Database,
  { userId, stockNumber, baseUrl }: { userId: string; stockNumber?: string; baseUrl: string },
): Promise<MyListingView[]> {
  const [ownListings, drafts] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(and(eq(listings.userId, userId), stockNumber ? eq(listings.stockNumber, stockNumber) : undefined))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(maxOwnRows),
    db
      .select()
      .from(listingDrafts)
      .where(
        and(eq(listingDrafts.userId, userId), stockNumber ? eq(listingDrafts.stockNumber, stockNumber) : undefined),
      )
      .orderBy(desc(listingDrafts.createdAt), desc(listingDrafts.id))
      .limit(maxOwnRows),
  ]);
  return [...ownListings.map((row) => listingView(row, baseUrl)), ...drafts.map(draftView)].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
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
