import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/**
 * The listing an administrator decides on, its row locked in `tx` until the decision commits (the report queue's and
 * the integrity queue's decisions, docs/product/reports-and-moderation.md and docs/product/integrity-checks.md).
 * AppError `not-found` when it is gone; `conflict` with `alreadyHidden` when hiding a listing already hidden.
 */
export async function lockDecidedListing(
  tx: Pick<Database, "select">,
  listingId: string,
  hiding: { alreadyHidden: MessageId } | null,
) {
  const [listing] = await tx
    .select({ title: listings.title, moderationState: listings.moderationState })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!listing) throw new AppError("not-found", "admin.listingGone" satisfies MessageId);
  if (hiding && listing.moderationState === "hidden") throw new AppError("conflict", hiding.alreadyHidden);
  return listing;
}
