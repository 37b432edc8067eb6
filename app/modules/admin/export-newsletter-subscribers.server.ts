import { and, asc, count, gt } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { csvRow } from "./csv.ts";
import { subscriberStatusCondition } from "./list-newsletter-subscribers.server.ts";
import type { SubscriberStatusFilter } from "./newsletter-subscribers.schema.ts";
import { type AdminActor, recordAdminAction } from "./record-admin-action.server.ts";

export interface ExportNewsletterSubscribersOptions {
  db: Database;
  actor: AdminActor;
  status?: SubscriberStatusFilter;
  /** Rows read per query while streaming. */
  batchSize?: number;
}

export const subscriberCsvHeader = ["email", "status", "subscribed_at", "unsubscribed_at"] as const;

/**
 * The subscriber list as CSV (a header, then one row per subscriber by e-mail address). The export
 * is recorded in the audit log (with the row count at that moment) before any row is read; the rows
 * are then read in batches, so a long list never sits in memory whole.
 */
export async function exportNewsletterSubscribers({
  db,
  actor,
  status = "all",
  batchSize = 1_000,
}: ExportNewsletterSubscribersOptions): Promise<AsyncIterable<string>> {
  const condition = subscriberStatusCondition(status);
  await db.transaction(async (tx) => {
    const [counted] = await tx.select({ rows: count() }).from(newsletterSubscribers).where(condition);
    await recordAdminAction(tx, {
      actor,
      action: "newsletter.export",
      targetType: "newsletter",
      details: { status, rows: counted?.rows ?? 0 },
    });
  });
  return csvLines(db, status, batchSize);
}

async function* csvLines(db: Database, status: SubscriberStatusFilter, batchSize: number): AsyncIterable<string> {
  // A byte-order mark, so that spreadsheets read the file as UTF-8.
  yield `\uFEFF${csvRow(subscriberCsvHeader)}`;
  const condition = subscriberStatusCondition(status);
  let lastEmail: string | undefined;
  for (;;) {
    const batch = await db
      .select({
        email: newsletterSubscribers.email,
        subscribedAt: newsletterSubscribers.subscribedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(and(condition, lastEmail === undefined ? undefined : gt(newsletterSubscribers.email, lastEmail)))
      .orderBy(asc(newsletterSubscribers.email))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch
      .map((row) =>
        csvRow([row.email, row.unsubscribedAt ? "unsubscribed" : "subscribed", row.subscribedAt, row.unsubscribedAt]),
      )
      .join("");
    if (batch.length < batchSize) return;
    lastEmail = batch.at(-1)?.email;
  }
}
