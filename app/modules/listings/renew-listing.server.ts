// Renewing a listing (docs/product/selling.md, Renew): its owner pays its tier again through the same checkout; the
// payment session carries the listing it renews (listing_renewals), and once paid it extends the
// listing instead of making a new one: expires_at from max(now, expires_at) by the tier's months,
// renewal_count + 1, the tier's featured window again, and a fresh expiry reminder.
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingRenewals, listings, paymentSessions } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { startPageCheckout } from "#app/modules/billing/checkout-action.server.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { tierOf } from "./create-listing.server.ts";
import { listingFailures } from "./listing-failures.ts";
import { listingMessages } from "./listing-form-rules.ts";
import { listingIdSchema } from "./listing-id.ts";
import { refuseSoldListing } from "./sold-listing-guard.server.ts";

export interface StartListingRenewalOptions {
  db: Database;
  payments: PaymentProvider;
  user: { id: string; email: string };
  /** Unvalidated (a URL segment). */
  listingId: string;
  baseUrl: string;
}

/** How the renew page refuses a listing. */
const renewRefusals = {
  forbidden: "listings.rules.renewForbidden",
  notFound: listingMessages.listingGone,
} as const;

/** The owner's listing to renew, or AppError `not-found` / `forbidden` / `conflict` (sold: docs/product/mark-as-sold.md). */
async function ownListing(db: Database, listingId: string, userId: string) {
  if (!listingIdSchema.safeParse(listingId).success) throw listingFailures.notFound(renewRefusals.notFound);
  const [row] = await db
    .select({ id: listings.id, userId: listings.userId, tier: listings.tier, soldAt: listings.soldAt })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) throw listingFailures.notFound(renewRefusals.notFound);
  if (row.userId !== userId) throw listingFailures.forbidden(renewRefusals.forbidden);
  refuseSoldListing(row, "listings.sold.soldNoRenew");
  return row;
}

/**
 * Opens a checkout for the listing's tier that renews it, and returns where to send the browser.
 * A builder's 20% discount applies; a free listing does not (the free ones are new listings).
 * Throws AppError: `not-found` / `forbidden`, or 'Something went wrong with checkout: …' when it cannot start.
 */
export async function startListingRenewal({
  db,
  payments,
  user,
  listingId,
  baseUrl,
}: StartListingRenewalOptions): Promise<{ redirectUrl: string }> {
  const listing = await ownListing(db, listingId, user.id);
  const perks = await getListingPerks({ db, userId: user.id });
  const started = await startPageCheckout({
    db,
    payments,
    user,
    kind: "listing",
    tier: listing.tier,
    baseUrl,
    perks: perks ? { ...perks, freeListingsLeft: 0 } : null,
    // In the transaction that opens the payment session: there is never a moment, nor a failure,
    // in which the session exists without being a renewal, so it can never make a new listing.
    onSessionOpened: async (tx, sessionId) => {
      await tx.insert(listingRenewals).values({ paymentSessionId: sessionId, listingId: listing.id });
    },
  });
  return { redirectUrl: started.redirectUrl };
}

export interface CompleteListingRenewalOptions {
  db: Database;
  /** Our payment_sessions.id of a renewal. */
  paymentSessionId: string;
  userId: string;
}

export interface CompletedRenewal {
  listingId: string;
  expiresAt: Date;
  renewalCount: number;
}

/** When the listing a paid renewal was for has been deleted since. */
export const renewedListingGoneMessage = "listings.rules.renewedListingGone";

/**
 * Applies a paid renewal, exactly once (the session is consumed in the same transaction); applying
 * it again answers the listing as it is. Throws AppError `payment-required` when the session is not a
 * paid renewal of this user, `not-found` when its listing is gone (the session then stays a renewal:
 * it never makes a new listing).
 */
export async function completeListingRenewal({
  db,
  paymentSessionId,
  userId,
}: CompleteListingRenewalOptions): Promise<CompletedRenewal> {
  return db.transaction(async (tx) => {
    const [renewal] = await tx
      .select({
        listingId: listingRenewals.listingId,
        tier: paymentSessions.tier,
        usedForId: paymentSessions.usedForId,
      })
      .from(listingRenewals)
      .innerJoin(paymentSessions, eq(paymentSessions.id, listingRenewals.paymentSessionId))
      .where(and(eq(listingRenewals.paymentSessionId, paymentSessionId), eq(paymentSessions.userId, userId)));
    if (!renewal) throw listingFailures.paymentNotVerified();
    if (!renewal.listingId) throw listingFailures.notFound(renewedListingGoneMessage);
    const { listingId } = renewal;
    const tier = tierOf(renewal.tier);
    try {
      await consumePaymentSession({
        tx,
        sessionId: paymentSessionId,
        userId,
        kind: "listing",
        usedForId: listingId,
      });
    } catch (error) {
      if (isAppError(error, "conflict")) return currentRenewal(tx, listingId);
      if (isAppError(error)) throw listingFailures.paymentNotVerified();
      throw error;
    }
    const [renewed] = await tx
      .update(listings)
      .set({
        expiresAt: sql`greatest(now(), ${listings.expiresAt}) + make_interval(months => ${tier.months})`,
        renewalCount: sql`${listings.renewalCount} + 1`,
        reminderSentAt: null,
        ...(tier.featuredDays > 0
          ? {
              isFeatured: true,
              // An administrator's open-ended feature stays open-ended.
              featuredUntil: sql`case when ${listings.isFeatured} and ${listings.featuredUntil} is null then null
                else greatest(now(), coalesce(${listings.featuredUntil}, now())) + make_interval(days => ${tier.featuredDays}) end`,
            }
          : {}),
      })
      .where(eq(listings.id, listingId))
      .returning({ listingId: listings.id, expiresAt: listings.expiresAt, renewalCount: listings.renewalCount });
    if (!renewed) throw listingFailures.notFound(renewedListingGoneMessage);
    return renewed;
  });
}

async function currentRenewal(tx: Database, listingId: string): Promise<CompletedRenewal> {
  const [row] = await tx
    .select({ listingId: listings.id, expiresAt: listings.expiresAt, renewalCount: listings.renewalCount })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) throw listingFailures.notFound(renewedListingGoneMessage);
  return row;
}

/**
 * The renewal half of a payment's fulfilment: `fulfilPayment` calls it in the transaction that records
 * the payment as paid, so a paid renewal is applied when the provider confirms it (webhook, the return
 * page's re-read, the local checkout's Pay), never because someone opened a page. Returns null when the
 * session is no renewal, or its listing was deleted (the session then stays paid and unused, and never
 * makes a new listing).
 */
export async function fulfilListingRenewal({
  db,
  paymentSessionId,
}: {
  db: Database;
  paymentSessionId: string;
}): Promise<CompletedRenewal | null> {
  const [renewal] = await db
    .select({ listingId: listingRenewals.listingId, userId: paymentSessions.userId })
    .from(listingRenewals)
    .innerJoin(paymentSessions, eq(paymentSessions.id, listingRenewals.paymentSessionId))
    .where(eq(listingRenewals.paymentSessionId, paymentSessionId));
  if (!renewal?.listingId) return null;
  try {
    return await completeListingRenewal({ db, paymentSessionId, userId: renewal.userId });
  } catch (error) {
    // Deleted between the two reads: nothing to apply, as above.
    if (isAppError(error, "not-found")) return null;
    throw error;
  }
}

/**
 * Applies renewals that are paid but not applied: sessions paid before fulfilment applied them, or
 * whose application failed after the payment was recorded. The hourly listing run calls it for
 * everyone (before it writes expiry reminders); `userId` narrows it to one owner. A renewal whose
 * listing was deleted has nothing to apply and stays as it is.
 */
export async function completePendingRenewals({ db, userId }: { db: Database; userId?: string }): Promise<number> {
  const pending = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .innerJoin(listingRenewals, eq(listingRenewals.paymentSessionId, paymentSessions.id))
    .where(
      and(
        userId === undefined ? undefined : eq(paymentSessions.userId, userId),
        eq(paymentSessions.status, "paid"),
        isNull(paymentSessions.usedAt),
        isNotNull(listingRenewals.listingId),
      ),
    );
  let applied = 0;
  for (const { id } of pending) {
    if (await fulfilListingRenewal({ db, paymentSessionId: id })) applied += 1;
  }
  return applied;
}

export interface RenewalPreview {
  id: string;
  title: string;
  tierName: string;
  months: number;
  expiresAt: Date;
  /** When the listing would run until if renewed now. */
  renewedUntil: Date;
}

/** What the renew page shows the owner before the checkout. Throws AppError `not-found` / `forbidden`. */
export async function previewListingRenewal({
  db,
  listingId,
  userId,
}: {
  db: Database;
  listingId: string;
  userId: string;
}): Promise<RenewalPreview> {
  const listing = await ownListing(db, listingId, userId);
  const tier = tierOf(listing.tier);
  const [row] = await db
    .select({
      title: listings.title,
      make: listings.make,
      model: listings.model,
      expiresAt: listings.expiresAt,
      renewedUntil: sql<Date>`greatest(now(), ${listings.expiresAt}) + make_interval(months => ${tier.months})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(listings)
    .where(eq(listings.id, listing.id));
  if (!row) throw listingFailures.notFound(renewRefusals.notFound);
  const title = row.title.trim() || `${row.make} ${row.model}`.trim();
  return {
    id: listing.id,
    title,
    tierName: tier.name,
    months: tier.months,
    expiresAt: row.expiresAt,
    renewedUntil: row.renewedUntil,
  };
}
