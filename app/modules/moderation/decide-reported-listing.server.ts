import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type AdminAuditAction, listingReports, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { isHeldByIntegrityChecks } from "#app/modules/integrity/is-held-by-integrity-checks.server.ts";
import { lockDecidedListing } from "#app/modules/moderation/lock-decided-listing.server.ts";

/** The decisions taken here; 'delete' is the admin area's deletion (delete-listing-as-admin.server.ts). */
export type ListingModeration = "dismiss" | "hide" | "restore";

export interface DecideReportedListingOptions {
  db: Database;
  actor: AdminActor;
  listingId: string;
  decision: ListingModeration;
}

const auditActions: Record<ListingModeration, AdminAuditAction> = {
  dismiss: "listing.dismiss_reports",
  hide: "listing.hide",
  restore: "listing.restore",
};

/**
 * An administrator's decision on a reported listing (docs/product/reports-and-moderation.md, Decisions), under
 * a lock of the listing's row, with its audit entry in the same transaction:
 * - dismiss: the open reports are dismissed; a listing the reports hid ('Under review') is public again;
 * - hide: not public until restored (`moderation_state` 'hidden'); the open reports are actioned;
 * - restore: approved again, `moderation_state` cleared (its expiry untouched); the open reports are dismissed.
 * A listing the integrity checks hold (docs/product/integrity-checks.md) stays 'Under review' instead of public again:
 * the integrity queue decides that.
 * Throws AppError `not-found` (the listing is gone) or `conflict` (nothing to dismiss, already hidden, not hidden).
 */
export async function decideReportedListing({
  db,
  actor,
  listingId,
  decision,
}: DecideReportedListingOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockDecidedListing(
      tx,
      listingId,
      decision === "hide" ? { alreadyHidden: "moderation.queue.alreadyHidden" } : null,
    );
    if (decision === "restore" && listing.moderationState === null) {
      throw new AppError("conflict", "moderation.queue.notHidden" satisfies MessageId);
    }

    const closed = await tx
      .update(listingReports)
      .set({ status: decision === "hide" ? "actioned" : "dismissed", resolvedAt: sql`now()`, resolvedBy: actor.id })
      .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")))
      .returning({ id: listingReports.id });
    if (decision === "dismiss" && closed.length === 0)
      throw new AppError("conflict", "moderation.queue.noOpenReports" satisfies MessageId);

    const isPublicAgain =
      decision === "restore" || (decision === "dismiss" && listing.moderationState === "under_review");
    if (decision === "hide") {
      await tx.update(listings).set({ isApproved: false, moderationState: "hidden" }).where(eq(listings.id, listingId));
    } else if (isPublicAgain && (await isHeldByIntegrityChecks(tx, listingId))) {
      await tx
        .update(listings)
        .set({ isApproved: false, moderationState: "under_review" })
        .where(eq(listings.id, listingId));
    } else if (isPublicAgain) {
      await tx.update(listings).set({ isApproved: true, moderationState: null }).where(eq(listings.id, listingId));
    }
    await recordAdminAction(tx, {
      actor,
      action: auditActions[decision],
      targetType: "listing",
      targetId: listingId,
      details: { title: listing.title, reportsClosed: closed.length, previousModerationState: listing.moderationState },
    });
  });
}
