import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type AdminAuditAction, contentReports, listingQuestions, reviews } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import type { ContentKind } from "./content-kinds.ts";
import type { ContentDecision } from "./content-report-queue.schema.ts";

export interface DecideContentReportOptions {
  db: Database;
  actor: AdminActor;
  /** A reported review's or question's id (validated). */
  contentId: string;
  decision: ContentDecision;
}

const auditActions: Record<ContentKind, Record<ContentDecision, AdminAuditAction>> = {
  review: { remove: "review.remove", keep: "review.dismiss_reports" },
  question: { remove: "question.remove", keep: "question.dismiss_reports" },
};

const gone = () => new AppError("not-found", "reviews.queue.gone" satisfies MessageId);

/**
 * An administrator's decision on a reported review or question (docs/product/people-and-trust.md, "Reports of reviews
 * and questions"), under a lock of its row, with its audit entry in the same transaction:
 * - remove: `removed_at` is set, so it shows nowhere any more, and its open reports are actioned; a removed review no
 *   longer counts in its subject's figures, recomputed here;
 * - keep: its open reports are dismissed; it stays as it is.
 * AppError `not-found` (it is gone, or was never reported) or `conflict` (no open report to decide on).
 */
export async function decideContentReport({
  db,
  actor,
  contentId,
  decision,
}: DecideContentReportOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ reviewId: contentReports.reviewId })
      .from(contentReports)
      .where(or(eq(contentReports.reviewId, contentId), eq(contentReports.questionId, contentId)))
      .limit(1);
    if (!report) throw gone();
    const kind: ContentKind = report.reviewId ? "review" : "question";
    const isRemovedAlready = kind === "review" ? await lockReview(tx, contentId) : await lockQuestion(tx, contentId);

    const reportColumn = kind === "review" ? contentReports.reviewId : contentReports.questionId;
    const closed = await tx
      .update(contentReports)
      .set({ status: decision === "remove" ? "actioned" : "dismissed", resolvedAt: sql`now()`, resolvedBy: actor.id })
      .where(and(eq(reportColumn, contentId), eq(contentReports.status, "open")))
      .returning({ id: contentReports.id });
    if (closed.length === 0) throw new AppError("conflict", "reviews.queue.noOpenReports" satisfies MessageId);

    if (decision === "remove" && !isRemovedAlready) {
      if (kind === "review") {
        const [removed] = await tx
          .update(reviews)
          .set({ removedAt: sql`now()` })
          .where(eq(reviews.id, contentId))
          .returning({ subjectId: reviews.subjectId });
        if (removed) await refreshTrustFigures(tx, [removed.subjectId]);
      } else {
        await tx.update(listingQuestions).set({ removedAt: sql`now()` }).where(eq(listingQuestions.id, contentId));
      }
    }
    await recordAdminAction(tx, {
      actor,
      action: auditActions[kind][decision],
      targetType: kind,
      targetId: contentId,
      details: { reportsClosed: closed.length },
    });
  });
}

/** Locks the review's row; whether it was removed already. */
async function lockReview(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx.select({ removedAt: reviews.removedAt }).from(reviews).where(eq(reviews.id, id)).for("update");
  if (!row) throw gone();
  return row.removedAt !== null;
}

/** Locks the question's row; whether it was removed already. */
async function lockQuestion(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ removedAt: listingQuestions.removedAt })
    .from(listingQuestions)
    .where(eq(listingQuestions.id, id))
    .for("update");
  if (!row) throw gone();
  return row.removedAt !== null;
}
