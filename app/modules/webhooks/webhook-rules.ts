// An account's webhooks (docs/product/open-platform.md, Webhooks): how many, how long an address, when a failed
// delivery is tried again, and each event's and each state's words. Browser-safe: the settings page reads them.
import type { WebhookEvent } from "#app/db/open-platform-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export { type WebhookEvent, webhookEvents } from "#app/db/open-platform-vocabulary.ts";

/** Endpoints per account (`webhooks.error.limitReached`). */
export const maxWebhookEndpoints = 5;

/** The longest address accepted (`webhooks.error.urlTooLong`). */
export const maxWebhookUrlLength = 2_000;

/** How many deliveries the page's log shows per endpoint, newest first. */
export const deliveryLogSize = 20;

/**
 * How many deliveries may wait for one endpoint. An event for an endpoint that already has this many waiting is not
 * queued: its delivery is written failed at once ('backlog'), in the log with 'Retry now'.
 */
export const maxWaitingDeliveries = 1_000;

/** How long a delivered or failed delivery is kept after its last attempt (a daily clean-up removes it then). */
export const deliveryRetentionDays = 30;

/**
 * How long after each failed attempt the next one is made: 1 min, 5 min, 30 min, 2 h, 8 h, 24 h. An event is tried 7
 * times over about 34 hours and a half, then given up.
 */
export const retryDelaysSeconds = [60, 5 * 60, 30 * 60, 2 * 3600, 8 * 3600, 24 * 3600] as const;
export const maxDeliveryAttempts = retryDelaysSeconds.length + 1;

/** Why an endpoint was turned off: it failed an event's every attempt, or its address leads somewhere refused. */
export const webhookDisableReasons = ["failing", "refused"] as const;
export type WebhookDisableReason = (typeof webhookDisableReasons)[number];

export const webhookDisableReasonWords: Record<WebhookDisableReason, MessageId> = {
  failing: "webhooks.disabled.failing",
  refused: "webhooks.disabled.refused",
};

/** Each event as the page names it, with what it tells. */
export const webhookEventWords: Record<WebhookEvent, { label: MessageId; hint: MessageId }> = {
  "listing.published": { label: "webhooks.event.listingPublished", hint: "webhooks.event.listingPublishedHint" },
  "listing.updated": { label: "webhooks.event.listingUpdated", hint: "webhooks.event.listingUpdatedHint" },
  "listing.sold": { label: "webhooks.event.listingSold", hint: "webhooks.event.listingSoldHint" },
  "message.received": { label: "webhooks.event.messageReceived", hint: "webhooks.event.messageReceivedHint" },
  "offer.updated": { label: "webhooks.event.offerUpdated", hint: "webhooks.event.offerUpdatedHint" },
};
