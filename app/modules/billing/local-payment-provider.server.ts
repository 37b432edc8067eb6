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
    async retrieveCheckout(providerSessionId): Promise<RetrievedCheckout> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.provider, "local")));
      if (!row) throw billingFailures.notFound();
      return {
        status: row.status === "paid" ? "paid" : row.status === "open" ? "open" : "expired",
        amountCents: row.amountCents,
        metadata: { sessionId: row.id, userId: row.userId, kind: row.kind, tier: row.tier },
      };
    },
  };
}
