// What the local provider's hosted checkout page (/checkout/local/{sessionId}) does: show the order
// to its owner, Pay (recorded by fulfilPayment, like a Stripe webhook) or Cancel.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { listingDraftPath } from "#app/modules/listings/listing-draft.ts";
import { draftPaymentDestination } from "#app/modules/listings/publish-listing-draft.server.ts";
import { billingFailures } from "./billing-failures.ts";
import { checkoutReturnPaths, findProduct, type PaymentKind } from "./catalogue.ts";
import { fulfilPayment } from "./fulfil-payment.server.ts";
import { isPaymentSessionId } from "./session-id.ts";

/** The checkout page's form: its two buttons post `intent`. */
export const localCheckoutFormSchema = z.object({
  intent: z.enum(["pay", "cancel"], { error: "billing.localCheckout.chooseIntent" }),
});

export interface LocalCheckoutOptions {
  db: Database;
  sessionId: string;
  userId: string;
}

export interface LocalCheckoutOrder {
  sessionId: string;
  kind: PaymentKind;
  productName: string;
  amountCents: number;
}

async function findOwnLocalSession({ db, sessionId, userId }: LocalCheckoutOptions) {
  if (!isPaymentSessionId(sessionId)) return null;
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(eq(paymentSessions.id, sessionId), eq(paymentSessions.userId, userId), eq(paymentSessions.provider, "local")),
    );
  return row ?? null;
}

/** The open local checkout of this user, or null (someone else's, paid, canceled or unknown). */
export async function getLocalCheckout(options: LocalCheckoutOptions): Promise<LocalCheckoutOrder | null> {
  const row = await findOwnLocalSession(options);
  if (row?.status !== "open") return null;
  return {
    sessionId: row.id,
    kind: row.kind,
    productName: findProduct(row.kind, row.tier)?.name ?? row.tier,
    amountCents: row.amountCents,
  };
}

/**
 * Pay: records the payment through fulfilPayment and returns where to go (the success page with the
 * provider session id, as Stripe would). Paying twice (a double click) leads to the same place.
 */
export async function payLocalCheckout(options: LocalCheckoutOptions): Promise<{ redirectTo: string }> {
  const row = await findOwnLocalSession(options);
  if (!row?.providerSessionId || (row.status !== "open" && row.status !== "paid")) {
    throw billingFailures.notFound();
  }
  const result = await fulfilPayment({
    db: options.db,
    providerSessionId: row.providerSessionId,
    confirmed: { status: "paid", amountCents: row.amountCents },
  });
  if (result.status !== "paid") throw billingFailures.notPaid();
  const query = new URLSearchParams({ session_id: row.providerSessionId });
  return { redirectTo: `${checkoutReturnPaths(row.kind).success}?${query}` };
}

/** Cancel: an open local checkout can no longer be paid; returns the cancel page of its kind. */
export async function cancelLocalCheckout(options: LocalCheckoutOptions): Promise<{ redirectTo: string }> {
  const row = await findOwnLocalSession(options);
  if (!row || (row.status !== "open" && row.status !== "canceled")) {
    throw billingFailures.notFound();
  }
  await options.db
    .update(paymentSessions)
    .set({ status: "canceled" })
    .where(and(eq(paymentSessions.id, row.id), eq(paymentSessions.status, "open")));
  // A draft's checkout returns to the draft, as its Stripe checkout's cancel address does.
  const destination = await draftPaymentDestination(options.db, row.id);
  if (destination && "draftId" in destination) return { redirectTo: listingDraftPath(destination.draftId, "canceled") };
  return { redirectTo: checkoutReturnPaths(row.kind).cancel };
}
