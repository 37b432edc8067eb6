import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { webhookEndpoints } from "#app/db/schema.ts";

/** An endpoint's signing secret as the page shows it to its owner. */
export interface RevealedWebhookSecret {
  /** The endpoint's. */
  id: string;
  signingSecret: string;
}

/**
 * 'Show signing secret' (`/account/webhooks?reveal={id}`, docs/product/open-platform.md, Webhooks): the one endpoint's
 * secret, for its owner alone; null for an endpoint that is not theirs (or no longer there). The page's list never
 * carries the secrets: they are sent only when asked for, and in the answer to 'Add webhook' and 'Roll secret'.
 */
export async function revealWebhookSecret(
  db: Database,
  { userId, endpointId }: { userId: string; endpointId: string },
): Promise<RevealedWebhookSecret | null> {
  const [found] = await db
    .select({ id: webhookEndpoints.id, signingSecret: webhookEndpoints.signingSecret })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)));
  return found ?? null;
}
