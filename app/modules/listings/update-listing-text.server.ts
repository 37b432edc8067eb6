import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { findEditableListing } from "./get-listing-for-edit.server.ts";
import { listingMessages, parseListingText } from "./listing.schema.ts";
import { isAdminActingForOwner, type ListingActor } from "./listing-actor.ts";
import { ListingError } from "./listing-error.ts";
import { recordListingAdminAction } from "./record-listing-admin-action.server.ts";

export interface UpdateListingTextOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  values: Record<string, unknown>;
}

/**
 * The quick edit of `/edit-listing/{id}`: title and description, both required. Only the owner (or
 * an administrator): 'You are not authorized to edit this listing.'. An administrator's edit of someone
 * else's listing is written to the admin audit log in the same transaction. Throws ListingError.
 */
export async function updateListingText({ db, listingId, actor, values }: UpdateListingTextOptions): Promise<void> {
  const current = await findEditableListing(db, listingId, actor, listingMessages.notAuthorized);
  const parsed = parseListingText(values);
  if (!parsed.success) throw new ListingError("invalid", { fieldErrors: parsed.errors });
  await db.transaction(async (tx) => {
    await tx.update(listings).set(parsed.data).where(eq(listings.id, current.id));
    if (isAdminActingForOwner(actor, current.userId)) {
      await recordListingAdminAction(tx, {
        actor,
        action: "update",
        listing: { id: current.id, title: parsed.data.title, userId: current.userId },
        changed: "title and description",
      });
    }
  });
}
