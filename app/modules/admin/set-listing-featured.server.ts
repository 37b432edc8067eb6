import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type AdminActor, recordAdminAction } from "./record-admin-action.server.ts";

export interface SetListingFeaturedOptions {
  db: Database;
  actor: AdminActor;
  listingId: string;
  /** Feature (open-ended: no end date) or unfeature (clears the flag and any end date). */
  isFeatured: boolean;
}

/**
 * An administrator's Feature / Unfeature (docs/product/admin.md, Listings): Feature sets `is_featured` with no
 * `featured_until`, so the listing stays featured until unfeatured; Unfeature clears both. The
 * change and its audit entry (with the window it replaced) commit together. Throws AppError
 * `not-found` ('This listing no longer exists.').
 */
export async function setListingFeatured({
  db,
  actor,
  listingId,
  isFeatured,
}: SetListingFeaturedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: listings.title, isFeatured: listings.isFeatured, featuredUntil: listings.featuredUntil })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!before) throw new AppError("not-found", "admin.listingGone" satisfies MessageId);
    await tx.update(listings).set({ isFeatured, featuredUntil: null }).where(eq(listings.id, listingId));
    await recordAdminAction(tx, {
      actor,
      action: isFeatured ? "listing.feature" : "listing.unfeature",
      targetType: "listing",
      targetId: listingId,
      details: {
        title: before.title,
        wasFeatured: before.isFeatured,
        previousFeaturedUntil: before.featuredUntil?.toISOString() ?? null,
      },
    });
  });
}
