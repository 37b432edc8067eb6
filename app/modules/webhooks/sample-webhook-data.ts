// What 'Send a test event' sends (docs/product/open-platform.md, Webhooks): made-up data in the event's own shape,
// every id the nil-like `00000000-0000-4000-8000-000000000000`, so a receiver can test its parsing and never mistakes
// it for a camper of ours (the payload also says `"test": true`).
import type { WebhookEventData } from "./webhook-payload.ts";
import type { WebhookEvent } from "./webhook-rules.ts";

const sampleId = "00000000-0000-4000-8000-000000000000";

const sampleListing = {
  id: sampleId,
  url: `/listing/${sampleId}`,
  title: "2019 Mercedes-Benz Sprinter 144 (test)",
  priceCents: 6_500_000,
  currency: "USD",
  stockNumber: "TEST-1",
} as const;

export const sampleWebhookData: Record<WebhookEvent, WebhookEventData> = {
  "listing.published": { ...sampleListing, status: "active" },
  "listing.updated": { ...sampleListing, status: "active" },
  "listing.sold": { ...sampleListing, status: "sold" },
  "message.received": {
    conversationId: sampleId,
    listingId: sampleId,
    senderRole: "buyer",
    senderName: "Roamstead",
    text: "This is a test message from Roamstead's webhooks.",
  },
  "offer.updated": {
    id: sampleId,
    listingId: sampleId,
    conversationId: sampleId,
    status: "open",
    step: "made",
    madeBy: "buyer",
    amountCents: 6_000_000,
    currency: "USD",
    expiresAt: "2030-01-01T00:00:00.000Z",
  },
};
