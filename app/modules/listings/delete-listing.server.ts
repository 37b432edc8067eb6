import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { closeOpenOffers, lockOpenOffers } from "#app/modules/offers/close-open-offers.server.ts";
import { afterListingCommit, followListingChange, type ListingChange } from "./after-listing-change.server.ts";
import { recordEndedListing } from "./days-on-market.server.ts";
import { type ListingActor, mayChangeListing } from "./listing-actor.ts";
import { listingFailures } from "./listing-failures.ts";
import { listingMessages } from "./listing-form-rules.ts";
import { listingIdSchema } from "./listing-id.ts";

export interface DeleteListingOptions {
  db: Database;
  storage: MediaStorage;
  /** Unvalidated (a URL parameter or a form field). */
  listingId: string;
  /** The owner, or an administrator (the admin area calls this too). */
  actor: ListingActor;
  /**
   * Write the admin audit entry even when the administrator owns the listing (/admin logs every
   * deletion it makes). Without it, only an administrator deleting someone else's listing is logged.
   */
  isAuditedAdminAction?: boolean;
  /** BASE_URL: the links of the mails of the offers it closes. */
  baseUrl: string;
  /** Wakes the mail worker once those mails were committed. */
  notifyOutbox?: () => void;
  logger?: Logger;
}

/**
 * Deletes a listing for its owner or an administrator, then its photos and video (rows and stored
 * files). Its camper is kept in `ended_listings`, so that a relist keeps its days on market
 * (docs/product/making-the-deal.md). An administrator's deletion of someone else's listing is written
 * to the admin audit log in the same transaction as the deletion, and its open offers are closed there, each buyer
 * told in their thread (docs/product/making-the-deal.md, Offers). The listing goes first: a failure to
 * remove a file leaves an orphan file, never a listing with missing photos. Throws AppError `not-found`
 * or `forbidden` ('Failed to delete listing.').
 */
export async function deleteListing({ db, ...options }: DeleteListingOptions): Promise<void> {
  const deletion = await db.transaction((tx) => deleteListingWithin(tx, options));
  await deletion.afterCommit(db);
}

/** A deletion written in a transaction, with what must follow once that transaction committed. */
export interface ListingDeletion {
  /** Removes the listing's photos, video and documents' files, on `db`, after the commit. */
  afterCommit(db: Database): Promise<void>;
}

/**
 * The deletion of {@link deleteListing} inside a caller's transaction `tx` (an account's deletion removes all its
 * listings in one): the caller runs `afterCommit` once `tx` committed. The same refusals.
 */
export async function deleteListingWithin(
  tx: Database,
  {
    storage,
    listingId,
    actor,
    isAuditedAdminAction = false,
    baseUrl,
    notifyOutbox,
    logger,
  }: Omit<DeleteListingOptions, "db">,
): Promise<ListingDeletion> {
  if (!listingIdSchema.safeParse(listingId).success) throw listingFailures.notFound(listingMessages.deleteFailed);
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      userId: listings.userId,
      vin: listings.vin,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      firstListedAt: listings.firstListedAt,
      soldAt: listings.soldAt,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!row) throw listingFailures.notFound(listingMessages.deleteFailed);
  if (!mayChangeListing(actor, row.userId)) throw listingFailures.forbidden(listingMessages.deleteFailed);
  const listing = { id: row.id, title: row.title, userId: row.userId };
  const change: ListingChange = { kind: "deleted", actor, listing, isAuditedAdminAction, storage, logger };
  const followed = await followListingChange(tx, change);
  const closedOffers = await closeOpenOffers(tx, await lockOpenOffers(tx, row.id), baseUrl);
  await recordEndedListing(tx, row);
  await tx.delete(listings).where(eq(listings.id, listingId));
  const mails = followed.mails + closedOffers;
  return { afterCommit: (db) => afterListingCommit(db, change, { ...followed, mails }, notifyOutbox) };
}
