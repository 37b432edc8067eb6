// An owner's changes to one of their endpoints (docs/product/open-platform.md, Webhooks): 'Roll secret', 'Enable
// again' and 'Delete'. Each reads only the asker's endpoints: someone else's is 'This webhook no longer exists.' (404).
import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookEndpoints } from "#app/db/schema.ts";
import type { RevealedWebhookSecret } from "./reveal-webhook-secret.server.ts";
import { webhookFailures } from "./webhook-failures.ts";
import { newWebhookSigningSecret } from "./webhook-secret.server.ts";

export interface OwnEndpoint {
  userId: string;
  endpointId: string;
}

const isOwn = ({ userId, endpointId }: OwnEndpoint): SQL | undefined =>
  and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId));

/** A new signing secret, returned for the page to show; the old one signs nothing from now on. */
export async function rollWebhookSecret(db: Database, endpoint: OwnEndpoint): Promise<RevealedWebhookSecret> {
  const [rolled] = await db
    .update(webhookEndpoints)
    .set({ signingSecret: newWebhookSigningSecret() })
    .where(isOwn(endpoint))
    .returning({ id: webhookEndpoints.id, signingSecret: webhookEndpoints.signingSecret });
  if (!rolled) throw webhookFailures.notFound();
  return rolled;
}

/** Turned on again after repeated failure, its run of failures forgotten; events are written for it from now on. */
export async function enableWebhookEndpoint(db: Database, endpoint: OwnEndpoint): Promise<void> {
  const [enabled] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
    .where(isOwn(endpoint))
    .returning({ id: webhookEndpoints.id });
  if (!enabled) throw webhookFailures.notFound();
}

/** Gone with its delivery log; a delivery being attempted finishes, and nothing more is sent. */
export async function deleteWebhookEndpoint(db: Database, endpoint: OwnEndpoint): Promise<void> {
  const [deleted] = await db.delete(webhookEndpoints).where(isOwn(endpoint)).returning({ id: webhookEndpoints.id });
  if (!deleted) throw webhookFailures.notFound();
}
