import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingReports, listings, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isHoneypotFilled } from "#app/modules/platform/honeypot.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import type { ListingReportInput } from "./listing-report.schema.ts";
import { hideThreshold, reporterWeight } from "./reporter-weight.ts";

/** Reports one reporter may send (docs/product/reports-and-moderation.md, Report a listing). */
export const reportRateLimit: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

const dayMs = 24 * 60 * 60 * 1000;

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
 * the listing's row, so simultaneous reports are counted one after another: when the weights of the open
 * reports' reporters (reporter-weight.ts) reach {@link hideThreshold}, the listing is hidden ('Under review')
 * in the same transaction. Reports of visitors without an account and of new accounts reach the queue but
 * weigh nothing, so nobody can hide a rival's listing by changing networks or making accounts. Throws AppError `rate-limited`,
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
    throw new AppError("rate-limited", "moderation.report.rateLimited" satisfies MessageId, {
      retryAfterSeconds: allowed.retryAfterSeconds,
    });
  }

  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ ownerId: listings.userId })
      .from(listings)
      .where(and(eq(listings.id, listingId), isPublicListing()))
      .for("update");
    if (!listing) throw new AppError("not-found", "moderation.report.listingNotAvailable" satisfies MessageId);
    if (reporter.userId !== null && listing.ownerId === reporter.userId) {
      throw new AppError("forbidden", "moderation.report.ownListing" satisfies MessageId);
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
    if (!stored) throw new AppError("conflict", "moderation.report.duplicate" satisfies MessageId);

    if ((await openReportsWeight(tx, listingId)) < hideThreshold) {
      return { status: "reported", isHiddenAutomatically: false };
    }
    await tx
      .update(listings)
      .set({ isApproved: false, moderationState: "under_review" })
      .where(eq(listings.id, listingId));
    return { status: "reported", isHiddenAutomatically: true };
  });
}

/** The summed weights of the signed-in reporters with open reports on the listing (visitors weigh nothing). */
async function openReportsWeight(tx: Database, listingId: string): Promise<number> {
  const reporters = await tx
    .select({
      id: user.id,
      isEmailConfirmed: user.emailVerified,
      isBanned: user.banned,
      createdAt: user.createdAt,
    })
    .from(listingReports)
    .innerJoin(user, eq(user.id, listingReports.reporterUserId))
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")));
  if (reporters.length === 0) return 0;
  const records = await tx
    .select({
      userId: listingReports.reporterUserId,
      upheld: sql<number>`count(*) filter (where ${listingReports.status} = 'actioned')`.mapWith(Number),
      dismissed: sql<number>`count(*) filter (where ${listingReports.status} = 'dismissed')`.mapWith(Number),
    })
    .from(listingReports)
    .where(
      and(
        inArray(
          listingReports.reporterUserId,
          reporters.map((reporter) => reporter.id),
        ),
        ne(listingReports.status, "open"),
      ),
    )
    .groupBy(listingReports.reporterUserId);
  const recordOf = new Map(records.map((record) => [record.userId, record]));
  const now = Date.now();
  return reporters.reduce((sum, reporter) => {
    const record = recordOf.get(reporter.id);
    return (
      sum +
      reporterWeight({
        isEmailConfirmed: reporter.isEmailConfirmed,
        isBanned: reporter.isBanned === true,
        accountAgeDays: (now - reporter.createdAt.getTime()) / dayMs,
        upheldReports: record?.upheld ?? 0,
        dismissedReports: record?.dismissed ?? 0,
      })
    );
  }, 0);
}
