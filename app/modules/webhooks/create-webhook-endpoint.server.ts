import { count, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user, webhookEndpoints } from "#app/db/schema.ts";
import { fieldError } from "#app/lib/app-error.ts";
import type { RevealedWebhookSecret } from "./reveal-webhook-secret.server.ts";
import { webhookAddressProblem } from "./webhook-address.server.ts";
import { webhookFailures } from "./webhook-failures.ts";
import { maxWebhookEndpoints, type WebhookEvent } from "./webhook-rules.ts";
import { newWebhookSigningSecret } from "./webhook-secret.server.ts";

export interface CreateWebhookEndpointOptions {
  userId: string;
  /** As accepted by the form (trimmed). */
  url: string;
  events: readonly WebhookEvent[];
  /** OUTBOUND_ALLOWED_HOSTS: a developer's local receiver may be `http:` and private. */
  allowedHosts: readonly string[];
}

/**
 * Adds an endpoint (docs/product/open-platform.md, Webhooks) with a new signing secret, returned for the page to show
 * in its answer: an address the guard would refuse as typed is refused on the `url` field; at most 5 per account,
 * counted under a lock on the account's row so two requests at once cannot both take the fifth place (AppError
 * `conflict`).
 */
export async function createWebhookEndpoint(
  db: Database,
  { userId, url, events, allowedHosts }: CreateWebhookEndpointOptions,
): Promise<RevealedWebhookSecret> {
  const problem = webhookAddressProblem(url, allowedHosts);
  if (problem) throw fieldError("url", problem);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if ((existing?.n ?? 0) >= maxWebhookEndpoints) throw webhookFailures.limitReached();
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url, events: [...events], signingSecret: newWebhookSigningSecret() })
      .returning({ id: webhookEndpoints.id, signingSecret: webhookEndpoints.signingSecret });
    if (!created) throw new Error("The webhook endpoint insert returned no row");
    return created;
  });
}
