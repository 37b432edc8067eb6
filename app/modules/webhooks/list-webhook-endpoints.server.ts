import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { deliveryLogSize } from "./webhook-rules.ts";

/**
 * The account's endpoints, oldest first, each with its delivery log: the last 20 deliveries, newest first
 * (docs/product/open-platform.md, Webhooks). Never the signing secrets: the page asks for one when its owner does
 * (reveal-webhook-secret.server.ts).
 */
export async function listWebhookEndpoints(db: Database, userId: string) {
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      consecutiveFailures: webhookEndpoints.consecutiveFailures,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return Promise.all(
    endpoints.map(async (endpoint) => ({ ...endpoint, deliveries: await deliveryLog(db, endpoint.id) })),
  );
}

function deliveryLog(db: Database, endpointId: string) {
  return db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastResponse: webhookDeliveries.lastResponse,
      isTest: sql<boolean>`coalesce((${webhookDeliveries.payload}->>'test')::boolean, false)`.mapWith(Boolean),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(deliveryLogSize);
}

export type WebhookEndpointListing = Awaited<ReturnType<typeof listWebhookEndpoints>>[number];
