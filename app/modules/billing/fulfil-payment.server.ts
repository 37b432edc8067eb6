import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type PaymentSessionStatus, paymentSessions } from "#app/db/schema.ts";
import { fulfilListingDraft } from "#app/modules/listings/publish-listing-draft.server.ts";
import { fulfilListingRenewal } from "#app/modules/listings/renew-listing.server.ts";
import type { RetrievedCheckout } from "./payment-provider.ts";

export interface FulfilPaymentOptions {
  db: Database;
  providerSessionId: string;
  /** What the provider said when asked server-side just now (never what a browser or an event body claims). */
  confirmed: Pick<RetrievedCheckout, "status" | "amountCents">;
}

export interface FulfilPaymentResult {
  /** The session's status after this call; `unknown` when no session has this provider id. */
  status: PaymentSessionStatus | "unknown";
  /** Whether this call changed it (exactly one of any number of concurrent deliveries does). */
  changed: boolean;
  /** The provider reports a paid amount other than the one we asked for: not fulfilled. */
  isAmountMismatch: boolean;
}

/**
 * Records what the provider confirmed, once, however many times and in whatever order it is told:
 * one conditional UPDATE … RETURNING per transition, so concurrent deliveries cannot both win.
 *
 * - paid: `open` → `paid` when the amount matches what we charged; a renewal's listing is extended, and a
 *   draft's listing is made, in the same transaction (docs/product/selling.md, Renew and Draft). `expired` → `paid` as well: the
 *   provider's word wins, and a Checkout Session that expired cannot be paid later, so this only
 *   repairs a wrong local state. `canceled` (the local page's Cancel) and `paid` stay as they are.
 * - expired: `open` → `expired`; a paid session never goes back.
 * - open: nothing to record (a completed checkout whose delayed payment has not settled yet).
 */
export async function fulfilPayment({
  db,
  providerSessionId,
  confirmed,
}: FulfilPaymentOptions): Promise<FulfilPaymentResult> {
  const bySession = eq(paymentSessions.providerSessionId, providerSessionId);
  if (confirmed.status === "paid") {
    // A renewal or a draft is applied in the transaction that records its payment: paid and applied commit together.
    const changed = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(paymentSessions)
        .set({ status: "paid", paidAt: sql`now()` })
        .where(
          and(
            bySession,
            inArray(paymentSessions.status, ["open", "expired"]),
            eq(paymentSessions.amountCents, confirmed.amountCents),
          ),
        )
        .returning({ id: paymentSessions.id });
      if (updated) {
        await fulfilListingRenewal({ db: tx, paymentSessionId: updated.id });
        await fulfilListingDraft({ db: tx, paymentSessionId: updated.id });
      }
      return updated !== undefined;
    });
    if (changed) return { status: "paid", changed: true, isAmountMismatch: false };
  } else if (confirmed.status === "expired") {
    const updated = await db
      .update(paymentSessions)
      .set({ status: "expired" })
      .where(and(bySession, eq(paymentSessions.status, "open")))
      .returning({ status: paymentSessions.status });
    if (updated.length > 0) return { status: "expired", changed: true, isAmountMismatch: false };
  }

  const [current] = await db
    .select({ status: paymentSessions.status, amountCents: paymentSessions.amountCents })
    .from(paymentSessions)
    .where(bySession);
  if (!current) return { status: "unknown", changed: false, isAmountMismatch: false };
  return {
    status: current.status,
    changed: false,
    isAmountMismatch:
      confirmed.status === "paid" && current.status !== "paid" && current.amountCents !== confirmed.amountCents,
  };
}
