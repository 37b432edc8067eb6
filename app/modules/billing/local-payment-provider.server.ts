// The embedded default provider: our own hosted checkout page (/checkout/local/{sessionId}) with Pay
// and Cancel. Its state is the payment_sessions row itself; Pay records the payment through the same
// fulfilPayment() as Stripe's webhook. No card is charged: for trying the product on one machine.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { billingFailures } from "./billing-failures.ts";
import type { PaymentProvider, RetrievedCheckout } from "./payment-provider.ts";

const providerIdPrefix = "local_";

export function localProviderSessionId(sessionId: string): string {
  return `${providerIdPrefix}${sessionId}`;
}

export function localCheckoutPath(sessionId: string): string {
  return `/checkout/local/${sessionId}`;
}

export interface LocalPaymentProviderOptions {
  db: Database;
}

export function createLocalPaymentProvider({ db }: LocalPaymentProviderOptions): PaymentProvider {
  return {
    name: "local",
    async createCheckout({ sessionId }) {
      // Return URLs follow from the session's kind (checkoutReturnPaths), so nothing else is stored.
      return { providerSessionId: localProviderSessionId(sessionId), redirectUrl: localCheckoutPath(sessionId) };
    },
    retrieveCheckout: (providerSessionId) => retrieveLocalCheckout(db, providerSessionId),
    async expireCheckout(providerSessionId) {
      // As the page's Cancel does: a checkout paid first stays paid.
      await db
        .update(paymentSessions)
        .set({ status: "canceled" })
        .where(and(ofLocalCheckout(providerSessionId), eq(paymentSessions.status, "open")));
      return retrieveLocalCheckout(db, providerSessionId);
    },
  };
}

const ofLocalCheckout = (providerSessionId: string) =>
  and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.provider, "local"));

async function retrieveLocalCheckout(db: Database, providerSessionId: string): Promise<RetrievedCheckout> {
  const [row] = await db.select().from(paymentSessions).where(ofLocalCheckout(providerSessionId));
  if (!row) throw billingFailures.notFound();
  const status = row.status === "paid" ? "paid" : row.status === "open" ? "open" : "expired";
  return {
    status,
    amountCents: row.amountCents,
    metadata: { sessionId: row.id, userId: row.userId, kind: row.kind, tier: row.tier },
    redirectUrl: status === "open" ? localCheckoutPath(row.id) : null,
  };
}
