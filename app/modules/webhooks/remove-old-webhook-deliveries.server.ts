import { and, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowCountOf } from "#app/db/raw-result.server.ts";
import { webhookDeliveries } from "#app/db/schema.ts";
import { deliveryRetentionDays } from "./webhook-rules.ts";

/** Rows deleted per statement, so a large clean-up never holds many locks or one long transaction. */
const batchSize = 5_000;

/**
 * Deletes the deliveries delivered or failed whose last attempt (or event, if never attempted) is more than 30 days
 * old: their payloads hold people's messages, and the page's log shows the last 20 anyway
 * (docs/product/open-platform.md, Webhooks). Waiting ones stay. Read on `webhook_deliveries_finished_idx`. Returns how
 * many rows went.
 */
export async function removeOldWebhookDeliveries(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deliveryRetentionDays * 24 * 3600 * 1000);
  const isOld = and(
    ne(webhookDeliveries.status, "pending"),
    lt(sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`, cutoff),
  );
  let removed = 0;
  for (;;) {
    const batch = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(isOld).limit(batchSize);
    const deleted = rowCountOf(await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, batch)));
    removed += deleted;
    if (deleted < batchSize) return removed;
  }
}
