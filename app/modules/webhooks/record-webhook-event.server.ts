// Events written as an outbox (ADR 077): in the transaction of the change they tell, one `webhook_deliveries` row
// per endpoint of the account that asked for the event. The delivery worker sends them once committed; a change
// rolled back leaves no event behind, and an event committed is sent even if the process stops right after.
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { hasFullBacklog, newWebhookDelivery } from "./new-webhook-delivery.server.ts";
import type { WebhookEvent } from "./webhook-rules.ts";

export interface RecordWebhookEventOptions<Data> {
  /** The account told of the event; null (a listing without an owner) tells nobody. */
  userId: string | null;
  event: WebhookEvent;
  /** The event's data, or how to read it: read only when an endpoint asked for the event. */
  data: Data | (() => Promise<Data>);
}

/**
 * Writes the event for each enabled endpoint of `userId` that asked for it, in `tx`, the writer's transaction.
 * For the many accounts without an endpoint it is one query on `webhook_endpoints_user_idx` and nothing more. An
 * endpoint with 1,000 deliveries waiting gets this one failed at once (new-webhook-delivery.server.ts).
 * Returns how many deliveries were written.
 */
export async function recordWebhookEvent<Data>(
  tx: Database,
  { userId, event, data }: RecordWebhookEventOptions<Data>,
): Promise<number> {
  if (!userId) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, hasFullBacklog: hasFullBacklog() })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const payload = {
    id: randomUUID(),
    type: event,
    created: new Date().toISOString(),
    test: false,
    data: data instanceof Function ? await data() : data,
  };
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => newWebhookDelivery({ endpoint, event, payload })));
  return endpoints.length;
}
