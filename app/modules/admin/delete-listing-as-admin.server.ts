import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import { type DeleteListingOptions, deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { type AdminActor, recordAdminAction } from "./record-admin-action.server.ts";

export interface DeleteListingAsAdminOptions {
  db: Database;
  storage: DeleteListingOptions["storage"];
  actor: AdminActor;
  listingId: string;
  logger?: DeleteListingOptions["logger"];
}

export type DeleteListingAsAdminResult = "deleted" | "not-found";

/** Rolls the transaction back when there is nothing to delete. */
class ListingGone extends Error {
  override name = "ListingGone";
}

/**
 * An administrator deletes any listing. The audit entry (title and owner kept, since the row goes)
 * and the deletion commit together: the entry is written first, then the listings module deletes
 * the listing and its media as the last step of the transaction; if it does not delete, nothing is kept.
 */
export async function deleteListingAsAdmin({
  db,
  storage,
  actor,
  listingId,
  logger,
}: DeleteListingAsAdminOptions): Promise<DeleteListingAsAdminResult> {
  try {
    return await db.transaction(async (tx) => {
      const [listing] = await tx
        .select({ title: listings.title, ownerId: listings.userId, ownerEmail: user.email })
        .from(listings)
        .leftJoin(user, eq(user.id, listings.userId))
        .where(eq(listings.id, listingId))
        .for("update", { of: listings });
      if (!listing) throw new ListingGone();
      await recordAdminAction(tx, {
        actor,
        action: "listing.delete",
        targetType: "listing",
        targetId: listingId,
        details: { title: listing.title, ownerId: listing.ownerId, ownerEmail: listing.ownerEmail },
      });
      const result = await deleteListing({
        db: tx,
        storage,
        listingId,
        actor: { id: actor.id, role: "admin" },
        logger,
      });
      if (result === "not-found") throw new ListingGone();
      // The listings module lets owners and administrators delete; refusing one is a bug, not an answer.
      if (result !== "deleted") throw new Error(`deleteListing answered "${result}" to an administrator`);
      return "deleted" as const;
    });
  } catch (error) {
    if (error instanceof ListingGone) return "not-found";
    throw error;
  }
}
