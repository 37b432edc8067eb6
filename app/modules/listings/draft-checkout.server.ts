// A draft's checkouts (docs/product/selling.md, Draft; ADR 075): paying for a draft again hands out the checkout it
// already has open, while that one charges what a new one would; any other is closed before the draft is paid
// another way, so that a draft has one checkout at a time that takes money.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, listingDraftPayments, paymentSessions } from "#app/db/schema.ts";
import { inPageCheckoutWords } from "#app/modules/billing/checkout-action.server.ts";
import { expireCheckout } from "#app/modules/billing/expire-checkout.server.ts";
import { fulfilPayment } from "#app/modules/billing/fulfil-payment.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";

/** A draft's checkout is handed out again until 23 hours after it was opened: Stripe closes its sessions at 24. */
export const reusableCheckoutHours = 23;

export type DraftCheckout =
  /** The draft's open checkout for the tier and amount wanted: the payer goes there again. */
  | { kind: "reused"; redirectUrl: string }
  /** A checkout of the draft was found paid while it was closed or looked at (its confirmation was recorded). */
  | { kind: "paid"; paymentSessionId: string }
  /** No checkout of the draft can take money any more. */
  | { kind: "none" };

export interface SettleDraftCheckoutsOptions {
  db: Database;
  payments: PaymentProvider;
  draftId: string;
  /** Where the draft is now: a reused checkout's payment publishes it there. */
  place: { typedLocation: string; location: string; latitude: number; longitude: number };
  /** The tier and amount a new checkout would charge; null to close them all (the draft is paid another way). */
  wanted: { tier: ListingTierId; amountCents: number } | null;
}

/**
 * The draft's open checkouts with this provider, settled before it is paid for: the newest one for the tier and
 * amount wanted, opened less than {@link reusableCheckoutHours} ago and still open at the provider, is kept (its place
 * set to the draft's now); every other is closed at the provider (expireCheckout), so its page no longer takes money.
 * A checkout the payer finished first is recorded as paid, and named. Throws AppError `bad-gateway` in the page's words
 * when the provider cannot tell or close one.
 */
export async function settleDraftCheckouts({
  db,
  payments,
  draftId,
  place,
  wanted,
}: SettleDraftCheckoutsOptions): Promise<DraftCheckout> {
  const open = await db
    .select({
      id: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      tier: paymentSessions.tier,
      amountCents: paymentSessions.amountCents,
      createdAt: paymentSessions.createdAt,
    })
    .from(listingDraftPayments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, listingDraftPayments.paymentSessionId))
    .where(
      and(
        eq(listingDraftPayments.draftId, draftId),
        eq(paymentSessions.status, "open"),
        eq(paymentSessions.provider, payments.name),
      ),
    )
    .orderBy(desc(paymentSessions.createdAt));
  const freshSince = Date.now() - reusableCheckoutHours * 3_600_000;
  const kept = wanted
    ? open.find(
        (session) =>
          session.tier === wanted.tier &&
          session.amountCents === wanted.amountCents &&
          session.createdAt.getTime() > freshSince,
      )
    : undefined;
  try {
    let paidId: string | null = null;
    for (const session of open) {
      // Null only while its checkout is being opened by another request, which hands it out.
      if (session === kept || !session.providerSessionId) continue;
      const status = await expireCheckout({ db, payments, providerSessionId: session.providerSessionId });
      if (status === "paid") paidId = session.id;
    }
    if (!kept?.providerSessionId) return paidId ? { kind: "paid", paymentSessionId: paidId } : { kind: "none" };
    const { providerSessionId } = kept;
    if (paidId) {
      // Paid already through another: this one must not take money too.
      await expireCheckout({ db, payments, providerSessionId });
      return { kind: "paid", paymentSessionId: paidId };
    }
    const checkout = await payments.retrieveCheckout(providerSessionId);
    if (checkout.status === "open" && checkout.redirectUrl) {
      await db.update(listingDraftPayments).set(place).where(eq(listingDraftPayments.paymentSessionId, kept.id));
      return { kind: "reused", redirectUrl: checkout.redirectUrl };
    }
    const { status } = await fulfilPayment({ db, providerSessionId, confirmed: checkout });
    return status === "paid" ? { kind: "paid", paymentSessionId: kept.id } : { kind: "none" };
  } catch (error) {
    throw inPageCheckoutWords(error);
  }
}
