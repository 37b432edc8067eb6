import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { isEndpointFree } from "./endpoint-lease.server.ts";

/**
 * The deliveries to attempt now, one per endpoint (ADR 077): of each endpoint that no attempt holds, its delivery
 * waiting longest whose time has come (a new event, a retry due, an attempt that died with its process); the
 * endpoints whose one waits longest first. So each endpoint gets its turn in each round, however many deliveries
 * another one has waiting.
 */
export async function listDueWebhookDeliveries(db: Database, limit: number): Promise<string[]> {
  const oldestDuePerEndpoint = db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      id: webhookDeliveries.id,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, sql`now()`), isEndpointFree),
    )
    .orderBy(webhookDeliveries.endpointId, asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .as("oldest_due");
  const rows = await db
    .select({ id: oldestDuePerEndpoint.id })
    .from(oldestDuePerEndpoint)
    .orderBy(asc(oldestDuePerEndpoint.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
