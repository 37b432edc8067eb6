import type { Database } from "#app/db/client.server.ts";
import { isAdminActingForOwner, type ListingActor } from "#app/modules/listings/listing-actor.ts";
import { recordListingAdminAction } from "#app/modules/listings/record-listing-admin-action.server.ts";

/**
 * An administrator's extension or reopening of someone else's pending sale, written to the admin audit log in `tx`,
 * the transaction of the step, as their sale of the listing is (docs/product/admin.md, "Audit log"). The owner's own
 * steps are not audited.
 */
export async function auditPendingSaleStep(
  tx: Database,
  actor: ListingActor,
  listing: { id: string; title: string; userId: string | null },
  changed: "sale pending extended" | "sale pending reopened",
): Promise<void> {
  if (!isAdminActingForOwner(actor, listing.userId)) return;
  await recordListingAdminAction(tx, { actor, action: "update", listing, changed });
}
