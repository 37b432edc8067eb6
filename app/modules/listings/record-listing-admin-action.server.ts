import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import type { ListingActor } from "./listing-actor.ts";

export interface RecordListingAdminActionOptions {
  actor: ListingActor;
  action: "update" | "delete";
  listing: { id: string; title: string; userId: string | null };
  /** Which form made the change, e.g. 'title and description'. */
  changed?: string;
}

/**
 * An administrator's edit or deletion of a listing through the owner's pages, written to the admin
 * audit log in `tx`, the transaction that makes the change, as /admin's actions are: title and
 * owner are kept, since a deleted listing's row is gone.
 */
export async function recordListingAdminAction(
  tx: Database,
  { actor, action, listing, changed }: RecordListingAdminActionOptions,
): Promise<void> {
  const [owner] = listing.userId
    ? await tx.select({ email: user.email }).from(user).where(eq(user.id, listing.userId))
    : [];
  await recordAdminAction(tx, {
    actor: { id: actor.id, email: actor.email },
    action: action === "delete" ? "listing.delete" : "listing.update",
    targetType: "listing",
    targetId: listing.id,
    details: {
      title: listing.title,
      ownerId: listing.userId,
      ownerEmail: owner?.email ?? null,
      ...(changed ? { changed } : {}),
    },
  });
}
