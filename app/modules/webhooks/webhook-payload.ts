// What a webhook delivery's body holds (docs/product/open-platform.md, Webhooks): `{ id, type, created, test, data }`,
// the event's own id (the same for every endpoint told of it: receivers de-duplicate by it), its type, when it
// happened, whether it is a test sent from the page, and the event's data, with stable field names.
import type { OfferEvent, OfferStatus } from "#app/db/offer-vocabulary.ts";
import type { WebhookEvent } from "#app/db/open-platform-vocabulary.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";

export interface WebhookPayload<Data = WebhookEventData> {
  id: string;
  type: WebhookEvent;
  /** ISO 8601, UTC. */
  created: string;
  test: boolean;
  data: Data;
}

/** A listing's state as the events word it. */
export type ListingEventStatus =
  | "active"
  | "sale_pending"
  | "sold"
  | "expired"
  | "inactive"
  | "awaiting_approval"
  | "under_review"
  | "hidden";

/** `listing.published`, `listing.updated`, `listing.sold`: the listing as it is once the change committed. */
export interface ListingEventData {
  id: string;
  /** The listing's page (kept as its path in the outbox, made absolute on BASE_URL when sent). */
  url: string;
  title: string;
  status: ListingEventStatus;
  /** The asking price, in cents of `currency`. */
  priceCents: number;
  currency: string;
  /** The seller's own stock number, if they gave one. */
  stockNumber: string | null;
}

/** `message.received`: a message someone wrote to the endpoint's owner. */
export interface MessageEventData {
  conversationId: string;
  /** Null once the listing was deleted. */
  listingId: string | null;
  senderRole: "buyer" | "seller";
  /** The sender as the recipient's pages name them. */
  senderName: string;
  text: string;
}

/** `offer.updated`: an offer's step, told to both parties. */
export interface OfferEventData {
  id: string;
  listingId: string | null;
  conversationId: string;
  /** The offer's state after the step. */
  status: OfferStatus;
  /** The step: made, countered (this offer is the counter), accepted, declined, declined_under_floor, expired… */
  step: OfferEvent;
  madeBy: "buyer" | "seller";
  amountCents: number;
  currency: string;
  expiresAt: string;
}

export type WebhookEventData = ListingEventData | MessageEventData | OfferEventData;

/**
 * The body as sent: the stored payload with every `url` that is a site path made absolute on `baseUrl`. The use cases
 * that write events need not know the site's address, and an address moved before a retry is sent as it is now.
 */
export function webhookBody(payload: unknown, baseUrl: string): string {
  return JSON.stringify(payload, (key, value: unknown) =>
    key === "url" && typeof value === "string" && value.startsWith("/") ? absoluteUrl(baseUrl, value) : value,
  );
}
