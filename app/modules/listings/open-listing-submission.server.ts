import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { ListingTier } from "#app/modules/billing/catalogue.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { findListingPaymentSession, tierOf } from "./create-listing.server.ts";
import { listingFailures } from "./listing-failures.ts";
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
 * (a slow webhook does not strand the seller); a paid renewal is applied at once. Throws AppError
 * `payment-required` (unknown, someone else's, a builder's, unpaid), `conflict` (used), `invalid` (no tier).
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
    throw listingFailures.paymentNotVerified();
  }
  const session = await findListingPaymentSession(db, providerSessionId, userId);
  if (!session) throw listingFailures.paymentNotVerified();
  if (session.isRenewal) {
    return { kind: "renewed", renewal: await completeListingRenewal({ db, paymentSessionId: session.id, userId }) };
  }
  if (session.usedAt) throw listingFailures.sessionUsed();
  return { kind: "new", tier: tierOf(session.tier) };
}
