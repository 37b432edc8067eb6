import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookEndpoints } from "#app/db/schema.ts";

/**
 * The account's webhooks in its data export (docs/product/people-and-trust.md, 'Download my data'): address, events,
 * dates and state. Never the signing secret: the export is a file that travels. The delivery log is not the
 * account's data but a record of our requests.
 */
export async function exportWebhooks(db: Database, userId: string) {
  return db
    .select({
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt));
}
