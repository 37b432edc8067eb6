// A new event's delivery to one endpoint (ADR 077), as the outbox and 'Send a test event' write it: waiting for the
// worker, unless the endpoint already has the most deliveries an endpoint may have waiting (a receiver down for long,
// or far slower than its events come): then it is written failed at once, 'backlog' in the log, where 'Retry now'
// can send it later. So one endpoint's backlog stays bounded, and what it missed is there to see.
import { sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { deliveryFailureText } from "./delivery-failure.ts";
import { maxWaitingDeliveries } from "./webhook-rules.ts";

/**
 * In a query on `webhook_endpoints`: whether the endpoint has `maxWaitingDeliveries` waiting already, counted no
 * further, on `webhook_deliveries_waiting_idx`. (Its columns named in full: drizzle leaves them bare in a query on one
 * table, where a subquery's own columns would answer for them.)
 */
export const hasFullBacklog = () =>
  sql<boolean>`(select count(*) from (select 1 from ${webhookDeliveries} as waiting_delivery where waiting_delivery.endpoint_id = ${webhookEndpoints}.id and waiting_delivery.status = 'pending' limit ${maxWaitingDeliveries}) as waiting) >= ${maxWaitingDeliveries}`.mapWith(
    Boolean,
  );

export interface NewDeliveryOptions<Payload extends { id: string }> {
  endpoint: { id: string; hasFullBacklog: boolean };
  event: (typeof webhookDeliveries.$inferInsert)["event"];
  payload: Payload;
}

/** The row to insert. */
export function newWebhookDelivery<Payload extends { id: string }>({
  endpoint,
  event,
  payload,
}: NewDeliveryOptions<Payload>): typeof webhookDeliveries.$inferInsert {
  const row = { endpointId: endpoint.id, eventId: payload.id, event, payload };
  return endpoint.hasFullBacklog ? { ...row, status: "failed", lastResponse: deliveryFailureText("backlog") } : row;
}
