import type { Database } from "#app/db/client.server.ts";
import { type DeleteListingOptions, deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import type { AdminActor } from "./record-admin-action.server.ts";

export interface DeleteListingAsAdminOptions {
  db: Database;
  storage: DeleteListingOptions["storage"];
  actor: AdminActor;
  listingId: string;
  logger?: DeleteListingOptions["logger"];
}

export type DeleteListingAsAdminResult = "deleted" | "not-found";

/**
 * An administrator deletes any listing from /admin. The listings module writes the audit entry
 * (title and owner kept, since the row goes) in the transaction that deletes the listing, the
 * administrator's own listings included, so an entry exists exactly when the deletion does; its
 * media go after the commit.
 */
export async function deleteListingAsAdmin({
  db,
  storage,
  actor,
  listingId,
  logger,
}: DeleteListingAsAdminOptions): Promise<DeleteListingAsAdminResult> {
  const result = await deleteListing({
    db,
    storage,
    listingId,
    actor: { id: actor.id, email: actor.email, role: "admin" },
    isAuditedAdminAction: true,
    logger,
  });
  // The listings module lets administrators delete any listing; refusing one is a bug, not an answer.
  if (result === "forbidden") throw new Error(`deleteListing answered "${result}" to an administrator`);
  return result;
}
