import type { Database } from "#app/db/client.server.ts";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type DeleteListingOptions, deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import type { AdminActor } from "./record-admin-action.server.ts";

export interface DeleteListingAsAdminOptions {
  db: Database;
  storage: DeleteListingOptions["storage"];
  actor: AdminActor;
  listingId: string;
  baseUrl: DeleteListingOptions["baseUrl"];
  notifyOutbox?: DeleteListingOptions["notifyOutbox"];
  logger?: DeleteListingOptions["logger"];
}

/**
 * An administrator deletes any listing from /admin. The listings module writes the audit entry
 * (title and owner kept, since the row goes) in the transaction that deletes the listing, the
 * administrator's own listings included, so an entry exists exactly when the deletion does; its
 * media go after the commit. Throws AppError `not-found` ('This listing no longer exists.').
 */
export async function deleteListingAsAdmin({
  db,
  storage,
  actor,
  listingId,
  baseUrl,
  notifyOutbox,
  logger,
}: DeleteListingAsAdminOptions): Promise<void> {
  try {
    await deleteListing({
      db,
      storage,
      listingId,
      actor: { id: actor.id, email: actor.email, role: "admin" },
      isAuditedAdminAction: true,
      baseUrl,
      notifyOutbox,
      logger,
    });
  } catch (error) {
    if (isAppError(error, "not-found"))
      throw new AppError("not-found", "admin.listingGone" satisfies MessageId, { cause: error });
    // The listings module lets administrators delete any listing; refusing one is a bug, not an answer.
    if (isAppError(error))
      throw new Error(`deleteListing refused an administrator: ${error.message}`, { cause: error });
    throw error;
  }
}
