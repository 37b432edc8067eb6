import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingIntegrity, listingIntegrityFlags, listingReports, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { lockDecidedListing } from "#app/modules/moderation/lock-decided-listing.server.ts";
import type { IntegrityDecision } from "./integrity-queue.schema.ts";

export interface DecideIntegrityFlagsOptions {
  db: Database;
  actor: AdminActor;
  listingId: string;
  decision: IntegrityDecision;
}

/** What the decision did, for the administrator's confirmation. */
export type IntegrityDecisionOutcome = "cleared" | "cleared-still-under-review" | "hidden";

/**
 * An administrator's decision on a flagged listing (docs/product/integrity-checks.md, The queue), under a lock of the
 * listing's row, with its audit entry in the same transaction:
 * - clear: the open flags are cleared (what they found is not raised again for this listing) and the hold ends; a
 *   held listing is public again, unless open reports keep it under review (the report queue decides those);
 * - hide: the open flags are closed as hidden, the hold ends, and the listing is hidden ('hidden') until restored
 *   from the report queue's 'Hidden listings' (an edit that withdrew every flag meanwhile does not stop it).
 * Throws AppError `not-found` (the listing is gone) or `conflict` (nothing to clear: no open flag and no hold; or
 * already hidden).
 */
export async function decideIntegrityFlags({
  db,
  actor,
  listingId,
  decision,
}: DecideIntegrityFlagsOptions): Promise<IntegrityDecisionOutcome> {
  return db.transaction(async (tx) => {
    const listing = await lockDecidedListing(
      tx,
      listingId,
      decision === "hide" ? { alreadyHidden: "integrity.queue.alreadyHidden" } : null,
    );
    const closed = await tx
      .update(listingIntegrityFlags)
      .set({
        status: decision === "clear" ? "cleared" : "hidden",
        resolvedAt: sql`now()`,
        resolvedBy: actor.id,
        updatedAt: sql`now()`,
      })
      .where(and(eq(listingIntegrityFlags.listingId, listingId), eq(listingIntegrityFlags.status, "open")))
      .returning({ kind: listingIntegrityFlags.kind });
    const released = await tx
      .update(listingIntegrity)
      .set({ heldAt: null })
      .where(and(eq(listingIntegrity.listingId, listingId), sql`${listingIntegrity.heldAt} is not null`))
      .returning({ listingId: listingIntegrity.listingId });
    const wasHeld = released.length > 0;
    if (decision === "clear" && closed.length === 0 && !wasHeld) {
      throw new AppError("conflict", "integrity.queue.nothingToDecide" satisfies MessageId);
    }

    let outcome: IntegrityDecisionOutcome = decision === "hide" ? "hidden" : "cleared";
    if (decision === "hide") {
      await tx.update(listings).set({ isApproved: false, moderationState: "hidden" }).where(eq(listings.id, listingId));
    } else if (wasHeld && listing.moderationState === "under_review") {
      if (await hasOpenReports(tx, listingId)) outcome = "cleared-still-under-review";
      else await tx.update(listings).set({ isApproved: true, moderationState: null }).where(eq(listings.id, listingId));
    }
    await recordAdminAction(tx, {
      actor,
      action: decision === "clear" ? "listing.clear_integrity_flags" : "listing.hide",
      targetType: "listing",
      targetId: listingId,
      details: {
        title: listing.title,
        flagsClosed: closed.length,
        checks: closed.map((flag) => flag.kind).join(", "),
        wasHeld,
        previousModerationState: listing.moderationState,
      },
    });
    return outcome;
  });
}

async function hasOpenReports(tx: Database, listingId: string): Promise<boolean> {
  const [report] = await tx
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")))
    .limit(1);
  return report !== undefined;
}
