import { and, countDistinct, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingReports, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isHoneypotFilled } from "#app/modules/platform/honeypot.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import type { ListingReportInput } from "./listing-report.schema.ts";
import { reportTexts } from "./report-texts.ts";

/** Reports one reporter may send (docs/product/reports-and-moderation.md, Report a listing). */
export const reportRateLimit: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Different signed-in reporters with open reports that hide a listing until an administrator decides. */
export const automaticHideReporters = 3;

export interface ReportListingOptions {
  db: Database;
  listingId: string;
  /** `key`: see reporterKeyOf; `userId`: the signed-in reporter, null for a visitor without an account. */
  reporter: { key: string; userId: string | null };
  report: ListingReportInput;
  limit?: RateLimitRule;
}

export type ReportListingResult =
  | { status: "reported"; isHiddenAutomatically: boolean }
  /** The honeypot was filled: answered like a success, but nothing is stored. */
  | { status: "ignored" };

/**
 * Stores a report of a public listing, one per reporter and listing, limited per reporter. Under a lock of
 * the listing's row, so simultaneous reports are counted one after another: when the report makes
 * {@link automaticHideReporters} different signed-in reporters with open reports, the listing is hidden
 * ('Under review') in the same transaction. Reports of visitors without an account reach the queue but do
 * not count, so nobody can hide a rival's listing by changing networks. Throws AppError `rate-limited`,
 * `not-found` (not public, or gone), `forbidden` (the reporter's own listing) or `conflict` (reported
 * before by this reporter), each with the page's text.
 */
export async function reportListing({
  db,
  listingId,
  reporter,
  report,
  limit = reportRateLimit,
}: ReportListingOptions): Promise<ReportListingResult> {
  if (isHoneypotFilled(report.website)) return { status: "ignored" };

  const allowed = await consumeRateLimit({ db, key: `report:${reporter.key}`, ...limit });
  if (!allowed.isAllowed) {
    throw new AppError("rate-limited", reportTexts.rateLimited, { retryAfterSeconds: allowed.retryAfterSeconds });
  }

  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ ownerId: listings.userId })
      .from(listings)
      .where(and(eq(listings.id, listingId), isPublicListing()))
      .for("update");
    if (!listing) throw new AppError("not-found", reportTexts.listingNotAvailable);
    if (reporter.userId !== null && listing.ownerId === reporter.userId) {
      throw new AppError("forbidden", reportTexts.ownListing);
    }

    const [stored] = await tx
      .insert(listingReports)
      .values({
        listingId,
        reporterUserId: reporter.userId,
        reporterKey: reporter.key,
        reason: report.reason,
        details: report.details,
      })
      .onConflictDoNothing({ target: [listingReports.listingId, listingReports.reporterKey] })
      .returning({ id: listingReports.id });
    if (!stored) throw new AppError("conflict", reportTexts.duplicate);

    // count(distinct) leaves out the reports of visitors without an account (no reporter_user_id).
    const [counted] = await tx
      .select({ signedInReporters: countDistinct(listingReports.reporterUserId) })
      .from(listingReports)
      .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")));
    if ((counted?.signedInReporters ?? 0) < automaticHideReporters) {
      return { status: "reported", isHiddenAutomatically: false };
    }
    await tx
      .update(listings)
      .set({ isApproved: false, moderationState: "under_review" })
      .where(eq(listings.id, listingId));
    return { status: "reported", isHiddenAutomatically: true };
  });
}
