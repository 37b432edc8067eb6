import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries } from "#app/db/schema.ts";

/**
 * The deliveries waiting whose time has come (a new event, a retry due, an attempt that died with its process), the
 * longest waiting first: read on `webhook_deliveries_due_idx`, which holds the waiting ones alone.
 */
export async function listDueWebhookDeliveries(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
