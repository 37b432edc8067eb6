import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { webhookFailures } from "./webhook-failures.ts";
import { consumeWebhookSend } from "./webhook-send-rate-limit.server.ts";

export interface RetryWebhookDeliveryOptions {
  userId: string;
  deliveryId: string;
}

/**
 * 'Retry now' (docs/product/open-platform.md, Webhooks): a delivery given up gets one more attempt, due at once; the
 * caller wakes the delivery worker. One still waiting for its next attempt keeps its time. Throws AppError
 * `not-found` (not the asker's), `conflict` (not failed, or its endpoint turned off), `rate-limited` (30 tests and
 * retries an hour per account).
 */
export async function retryWebhookDelivery(
  db: Database,
  { userId, deliveryId }: RetryWebhookDeliveryOptions,
): Promise<void> {
  const [found] = await db
    .select({ disabledAt: webhookEndpoints.disabledAt, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.userId, userId)));
  if (!found) throw webhookFailures.deliveryNotFound();
  if (found.disabledAt) throw webhookFailures.disabled();
  if (found.status !== "failed") throw webhookFailures.notFailed();
  await consumeWebhookSend(db, userId);
  const [retried] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "failed")))
    .returning({ id: webhookDeliveries.id });
  if (!retried) throw webhookFailures.notFailed();
}
