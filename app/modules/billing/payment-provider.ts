// The one interface every payment provider implements (ADR 011). A provider hosts the checkout and is
// the only source of truth about whether a checkout was paid: nothing the browser sends counts.
import type { PaymentProviderId } from "#app/db/schema.ts";
import type { PaymentKind, ProductId } from "./catalogue.ts";

export type { PaymentProviderId };

export interface CreateCheckoutInput {
  /** Our `payment_sessions.id`, echoed back by the provider (Stripe: client_reference_id and metadata). */
  sessionId: string;
  user: { id: string; email: string };
  kind: PaymentKind;
  tier: ProductId;
  /** What the line reads on the provider's page. */
  productName: string;
  amountCents: number;
  /** Absolute URL; the provider appends `?session_id={provider session id}`. */
  successUrl: string;
  /** Absolute URL. */
  cancelUrl: string;
}

export interface CreatedCheckout {
  providerSessionId: string;
  /** Where to send the browser: the provider's hosted checkout page. */
  redirectUrl: string;
}

/**
 * A checkout as the provider sees it now. `paid`: the money is taken; `open`: not (yet) paid, which
 * includes a completed checkout whose delayed payment method has not settled; `expired`: it can no
 * longer be paid (Stripe: expired; local: canceled).
 */
export interface RetrievedCheckout {
  status: "paid" | "open" | "expired";
  amountCents: number;
  metadata: Record<string, string>;
  /** Where the payer pays it while it is `open` (the provider's hosted page); null once it can no longer be paid. */
  redirectUrl: string | null;
}

/** A webhook event whose signature and timestamp were verified; only the fields we act on. */
export interface VerifiedWebhookEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (a Checkout Session's `cs_…` for checkout events). */
  objectId: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderId;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(providerSessionId: string): Promise<RetrievedCheckout>;
  /**
   * Closes an open checkout so that it can no longer be paid (Stripe: expires the Checkout Session; local: cancels
   * it) and says what it is now: `expired`, or `paid` when the payer finished it first.
   */
  expireCheckout(providerSessionId: string): Promise<RetrievedCheckout>;
  /**
   * Stripe only: verifies a webhook's `Stripe-Signature` over the raw body, with the default
   * timestamp tolerance (300 s). Answers a result rather than throwing, so callers need no error class.
   */
  verifyWebhook?(rawBody: string, signatureHeader: string): WebhookVerification;
}

export type WebhookVerification = { ok: true; event: VerifiedWebhookEvent } | { ok: false; reason: string };
