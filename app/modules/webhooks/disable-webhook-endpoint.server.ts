// Turning an endpoint off after repeated failure (docs/product/open-platform.md, Webhooks): no event is written for
// it any more, the deliveries still waiting fail ('The webhook was turned off'), and its owner is mailed.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user, webhookDeliveries, webhookEndpoints } from "#app/db/schema.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { deliveryFailureText } from "./delivery-failure.ts";
import { webhookDisabledMail } from "./webhook-disabled-mail.ts";
import type { WebhookDisableReason } from "./webhook-rules.ts";

export interface DisableWebhookEndpointOptions {
  endpointId: string;
  reason: WebhookDisableReason;
  /** BASE_URL: the mail's link. */
  baseUrl: string;
}

/** In `tx`. Returns whether it was turned off now (and its owner mailed); false if it already was. */
export async function disableWebhookEndpoint(
  tx: Database,
  { endpointId, reason, baseUrl }: DisableWebhookEndpointOptions,
): Promise<boolean> {
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()`, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
    .returning({ url: webhookEndpoints.url, userId: webhookEndpoints.userId, disabledAt: webhookEndpoints.disabledAt });
  if (!disabled?.disabledAt) return false;
  await tx
    .update(webhookDeliveries)
    .set({
      status: "failed",
      lastResponse: sql`coalesce(${webhookDeliveries.lastResponse}, ${deliveryFailureText("disabled")})`,
    })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
  const [owner] = await tx
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, disabled.userId));
  if (owner) {
    const { url, disabledAt } = disabled;
    await enqueueMail(tx, webhookDisabledMail({ baseUrl, to: owner, url, reason, disabledAt }));
  }
  return true;
}
