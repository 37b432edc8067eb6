import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { afterListingCommit, followListingChange, type ListingChange } from "./after-listing-change.server.ts";
import { findEditableListing } from "./get-listing-for-edit.server.ts";
import type { ListingTextInput } from "./listing.schema.ts";
import type { ListingActor } from "./listing-actor.ts";
import { listingMessages } from "./listing-form-rules.ts";
import { lockUnsoldListing, refuseSoldListing } from "./sold-listing-guard.server.ts";

/** The quick edit's refusals (its page words them so). */
export const quickEditRefusals = {
  forbidden: listingMessages.notAuthorized,
  notFound: listingMessages.loadFailed,
} as const;

export interface UpdateListingTextOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  actor: ListingActor;
  /** Parsed by the route's reader (listingTextSchema). */
  input: ListingTextInput;
}

/**
 * The quick edit of `/edit-listing/{id}`: title and description, both required (the route's reader
 * checks them). Only the owner (or an administrator): 'You are not authorized to edit this listing.'. An administrator's edit of someone
 * else's listing is written to the admin audit log in the same transaction. Throws AppError (`not-found`, `forbidden`).
 */
export async function updateListingText({ db, listingId, actor, input }: UpdateListingTextOptions): Promise<void> {
  const current = await findEditableListing(db, listingId, actor, quickEditRefusals);
  refuseSoldListing(current);
  const change: ListingChange = {
    kind: "text-edited",
    actor,
    listing: { id: current.id, title: input.title, userId: current.userId },
  };
  const followed = await db.transaction(async (tx) => {
    await lockUnsoldListing(tx, current.id);
    await tx
      .update(listings)
      .set({ title: input.title, description: input.description })
      .where(eq(listings.id, current.id));
    return followListingChange(tx, change);
  });
  await afterListingCommit(db, change, followed);
}
