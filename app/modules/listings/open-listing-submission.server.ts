import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { ListingTier } from "#app/modules/billing/catalogue.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { findListingPaymentSession, tierOf } from "./create-listing.server.ts";
import { ListingError } from "./listing-error.ts";
import { type CompletedRenewal, completeListingRenewal } from "./renew-listing.server.ts";

export interface OpenListingSubmissionOptions {
  db: Database;
  payments: PaymentProvider;
  /** From `/submit-listing?session_id=` (where /success leads): only a key. */
  providerSessionId: string;
  userId: string;
  logger?: Logger;
}

export type OpenedListingSubmission =
  /** A paid, unused listing checkout: show the form for its tier. */
  | { kind: "new"; tier: ListingTier }
  /** The checkout renewed a listing: it is applied, nothing to fill in. */
  | { kind: "renewed"; renewal: CompletedRenewal };

/**
 * What `/submit-listing?session_id=` opens. The provider is asked whether an open checkout was paid
 * (a slow webhook does not strand the seller); a paid renewal is applied at once. Throws ListingError
 * `payment-not-verified` (unknown, someone else's, a builder's, unpaid), `session-used`, `tier-missing`.
 * Submitting still decides atomically (createListing).
 */
export async function openListingSubmission({
  db,
  payments,
  providerSessionId,
  userId,
  logger,
}: OpenListingSubmissionOptions): Promise<OpenedListingSubmission> {
  const confirmed = await confirmPayment({ db, payments, providerSessionId, userId, logger });
  if (confirmed.outcome !== "paid" || confirmed.session.kind !== "listing") {
    throw new ListingError("payment-not-verified");
  }
  const session = await findListingPaymentSession(db, providerSessionId, userId);
  if (!session) throw new ListingError("payment-not-verified");
  if (session.isRenewal) {
    return { kind: "renewed", renewal: await completeListingRenewal({ db, paymentSessionId: session.id, userId }) };
  }
  if (session.usedAt) throw new ListingError("session-used");
  return { kind: "new", tier: tierOf(session.tier) };
}
