import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { hasFullBacklog, newWebhookDelivery } from "./new-webhook-delivery.server.ts";
import { sampleWebhookData } from "./sample-webhook-data.ts";
import { webhookFailures } from "./webhook-failures.ts";
import type { WebhookPayload } from "./webhook-payload.ts";
import type { WebhookEvent } from "./webhook-rules.ts";
import { consumeWebhookSend } from "./webhook-send-rate-limit.server.ts";

export interface SendTestWebhookOptions {
  userId: string;
  endpointId: string;
  /** One of the endpoint's events. */
  event: WebhookEvent;
}

/**
 * 'Send a test event' (docs/product/open-platform.md, Webhooks): a delivery of the event's sample data marked
 * `"test": true`, sent, signed, retried and logged as any other. The caller wakes the delivery worker. Throws AppError
 * `not-found` (not the asker's), `conflict` (turned off), `invalid` (an event the endpoint did not ask for),
 * `rate-limited` (30 tests and retries an hour per account).
 */
export async function sendTestWebhook(
  db: Database,
  { userId, endpointId, event }: SendTestWebhookOptions,
): Promise<void> {
  const [endpoint] = await db
    .select({
      id: webhookEndpoints.id,
      events: webhookEndpoints.events,
      disabledAt: webhookEndpoints.disabledAt,
      hasFullBacklog: hasFullBacklog(),
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)));
  if (!endpoint) throw webhookFailures.notFound();
  if (endpoint.disabledAt) throw webhookFailures.disabled();
  if (!endpoint.events.includes(event)) throw new AppError("invalid", "webhooks.error.unknownEvent");
  await consumeWebhookSend(db, userId);
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: event,
    created: new Date().toISOString(),
    test: true,
    data: sampleWebhookData[event],
  };
  await db.insert(webhookDeliveries).values(newWebhookDelivery({ endpoint, event, payload }));
}
