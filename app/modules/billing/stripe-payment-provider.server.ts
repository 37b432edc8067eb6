// Stripe Checkout in payment mode (ADR 011). The session carries our payment session id, and every
// decision re-reads it from Stripe; webhooks are verified on the raw body with the SDK's default
// timestamp tolerance (300 s; 0 would turn the check off).
import Stripe from "stripe";
import { billingFailures } from "./billing-failures.ts";
import type { PaymentProvider, RetrievedCheckout, WebhookVerification } from "./payment-provider.ts";

export interface StripePaymentProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests: a local fake Stripe API (http://127.0.0.1:port) instead of https://api.stripe.com. */
  apiUrl?: string;
}

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  apiUrl,
}: StripePaymentProviderOptions): PaymentProvider {
  const stripe = createStripeClient(secretKey, apiUrl);
  const provider: PaymentProvider = {
    name: "stripe",
    async createCheckout({ sessionId, user, kind, tier, productName, amountCents, successUrl, cancelUrl }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                price_data: { currency: "usd", unit_amount: amountCents, product_data: { name: productName } },
                quantity: 1,
              },
            ],
            customer_email: user.email,
            client_reference_id: sessionId,
            metadata: { sessionId, userId: user.id, kind, tier },
            // Stripe fills in its session id; the success page confirms it server-side.
            success_url: `${successUrl}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: cancelUrl,
          },
          // A retried request (ours or the SDK's) must not open a second session for one payment session.
          { idempotencyKey: `checkout-${sessionId}` },
        );
      } catch (error) {
        throw billingFailures.providerUnavailable(error);
      }
      if (!session.url) {
        throw billingFailures.providerUnavailable();
      }
      return { providerSessionId: session.id, redirectUrl: session.url };
    },

    async retrieveCheckout(providerSessionId): Promise<RetrievedCheckout> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerSessionId);
      } catch (error) {
        if ((error as { statusCode?: unknown }).statusCode === 404) {
          throw billingFailures.notFound(error);
        }
        throw billingFailures.providerUnavailable(error);
      }
      return retrievedCheckout(session);
    },

    async expireCheckout(providerSessionId): Promise<RetrievedCheckout> {
      try {
        return retrievedCheckout(await stripe.checkout.sessions.expire(providerSessionId));
      } catch (error) {
        const { statusCode } = error as { statusCode?: unknown };
        if (statusCode === 404) throw billingFailures.notFound(error);
        if (statusCode !== 400) throw billingFailures.providerUnavailable(error);
        // Stripe expires only an open session: one paid (or expired) first is answered as it is now.
        return provider.retrieveCheckout(providerSessionId);
      }
    },

    verifyWebhook(rawBody, signatureHeader): WebhookVerification {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        // A bad signature, a timestamp outside the tolerance, or a signed body that is not JSON.
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const object = (event.data?.object ?? {}) as { id?: unknown };
      return {
        ok: true,
        event: { id: event.id, type: event.type, objectId: typeof object.id === "string" ? object.id : null },
      };
    },
  };
  return provider;
}

function retrievedCheckout(session: Stripe.Checkout.Session): RetrievedCheckout {
  // `complete` with `unpaid` is a delayed payment method still settling: not paid yet.
  const status = session.payment_status === "paid" ? "paid" : session.status === "expired" ? "expired" : "open";
  return {
    status,
    amountCents: session.amount_total ?? 0,
    metadata: { ...(session.metadata ?? {}) },
    redirectUrl: status === "open" ? session.url : null,
  };
}
