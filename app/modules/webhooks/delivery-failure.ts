// What went wrong with a delivery that got no answer to keep, as `webhook_deliveries.last_response` holds it: a reason
// of the outbound guard's, then after ': ' the network's own words when there are any ('network: connect
// ECONNREFUSED …'). Browser-safe: the delivery log words each reason in the page's language.

import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { OutboundFailure, OutboundRefusal } from "#app/modules/platform/outbound-fetch.server.ts";

/**
 * `disabled`: the endpoint was turned off before the delivery was sent; `backlog`: the event came while the most
 * deliveries an endpoint may have were waiting (maxWaitingDeliveries), so it was not queued.
 */
export type DeliveryFailureReason = OutboundRefusal | OutboundFailure | "disabled" | "backlog";

const reasonWords: Record<DeliveryFailureReason, MessageId> = {
  address: "webhooks.log.error.address",
  scheme: "webhooks.log.error.scheme",
  credentials: "webhooks.log.error.credentials",
  "invalid-url": "webhooks.log.error.invalidUrl",
  timeout: "webhooks.log.error.timeout",
  "too-large": "webhooks.log.error.tooLarge",
  "too-many-redirects": "webhooks.log.error.redirect",
  network: "webhooks.log.error.network",
  disabled: "webhooks.log.error.disabled",
  backlog: "webhooks.log.error.backlog",
};

export function deliveryFailureText(reason: DeliveryFailureReason, detail?: string): string {
  return detail ? `${reason}: ${detail}` : reason;
}

/** The words of a stored failure, and the network's own detail if any; null for text that is no failure of ours. */
export function readDeliveryFailure(text: string): { words: MessageId; detail: string | null } | null {
  const separator = text.indexOf(": ");
  const reason = separator === -1 ? text : text.slice(0, separator);
  if (!Object.hasOwn(reasonWords, reason)) return null;
  return {
    words: reasonWords[reason as DeliveryFailureReason],
    detail: separator === -1 ? null : text.slice(separator + 2),
  };
}
