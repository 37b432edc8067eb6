import type { Database } from "#app/db/client.server.ts";
import { contentReports } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ListingReportInput } from "#app/modules/moderation/listing-report.schema.ts";
import { reportRateLimit } from "#app/modules/moderation/report-listing.server.ts";
import { isHoneypotFilled } from "#app/modules/platform/honeypot.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import type { ContentKind } from "./content-kinds.ts";
import { contentReportTexts } from "./content-report-texts.ts";
import { getReportableContent, type Reporter } from "./get-reportable-content.server.ts";

export interface ReportContentOptions {
  db: Database;
  kind: ContentKind;
  /** Unvalidated (a URL parameter). */
  id: string;
  reporter: Reporter;
  /** The listing report's form: a reason, details, the honeypot. */
  report: ListingReportInput;
  limit?: RateLimitRule;
}

/**
 * Stores a report of a public review or question for the administrators' queue (docs/product/people-and-trust.md,
 * "Reports of reviews and questions"): the reasons, reporters and limits of listing reports — one report per
 * reporter and thing, the same hourly budget of reports per reporter. Returns false when the honeypot was filled
 * (answered like a success; nothing stored). AppError `rate-limited`, `not-found` (not public), `forbidden` (the
 * reporter's own words) or `conflict` (reported before by this reporter).
 */
export async function reportContent({
  db,
  kind,
  id,
  reporter,
  report,
  limit = reportRateLimit,
}: ReportContentOptions): Promise<boolean> {
  if (isHoneypotFilled(report.website)) return false;
  const allowed = await consumeRateLimit({ db, key: `report:${reporter.key}`, ...limit });
  if (!allowed.isAllowed) {
    throw new AppError("rate-limited", "moderation.report.rateLimited" satisfies MessageId, {
      retryAfterSeconds: allowed.retryAfterSeconds,
    });
  }
  const words = contentReportTexts[kind];
  const content = await getReportableContent(db, kind, id, reporter);
  if (!content) throw new AppError("not-found", words.notAvailable);
  if (content.standing === "own") throw new AppError("forbidden", words.own);
  const [stored] = await db
    .insert(contentReports)
    .values({
      reviewId: kind === "review" ? content.id : null,
      questionId: kind === "question" ? content.id : null,
      reporterUserId: reporter.userId,
      reporterKey: reporter.key,
      reason: report.reason,
      details: report.details,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (!stored) throw new AppError("conflict", words.duplicate);
  return true;
}
