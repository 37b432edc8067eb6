import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { type AdminActor, recordAdminAction } from "./record-admin-action.server.ts";

export interface SetListingFeaturedOptions {
  db: Database;
  actor: AdminActor;
  listingId: string;
  /** Feature (open-ended: no end date) or unfeature (clears the flag and any end date). */
  isFeatured: boolean;
}

export type SetListingFeaturedResult = "updated" | "not-found";

/**
 * An administrator's Feature / Unfeature (DESIGN §4): Feature sets `is_featured` with no
 * `featured_until`, so the listing stays featured until unfeatured; Unfeature clears both. The
 * change and its audit entry (with the window it replaced) commit together.
 */
export async function setListingFeatured({
  db,
  actor,
  listingId,
  isFeatured,
}: SetListingFeaturedOptions): Promise<SetListingFeaturedResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: listings.title, isFeatured: listings.isFeatured, featuredUntil: listings.featuredUntil })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!before) return "not-found";
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
    return "updated";
  });
}
