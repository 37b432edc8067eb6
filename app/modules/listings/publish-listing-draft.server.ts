// A paid draft becomes a listing (docs/product/selling.md, Draft): in the transaction that records its payment (the
// provider's webhook, the return page's check with the provider, the local checkout's Pay), or when its owner presses
// 'Publish' on a draft whose payment is in but could not make the listing then.
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDraftPayments, listingDrafts, paymentSessions } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import { invalidLocationMessage } from "#app/modules/geo/geocoder.ts";
import { movePhotoFetchesToListing } from "#app/modules/imports/draft-photo-fetches.server.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { followListingChange } from "./after-listing-change.server.ts";
import { checkTierMedia, insertNewListing, tierOf } from "./create-listing.server.ts";
import { listingDraftMediaTarget, storedDraftValues } from "./listing-draft.ts";
import { listingFailures } from "./listing-failures.ts";
import { findOwnListingDraft } from "./own-listing-draft.server.ts";
import { parseDraftValues } from "./parse-draft-values.server.ts";

export interface CreateListingFromDraftOptions {
  /** A transaction: the payment is consumed, the listing made and the draft removed together, or none of them. */
  tx: Database;
  draftId: string;
  userId: string;
  /** Our payment_sessions.id: a paid listing payment of this user, not used yet. */
  paymentSessionId: string;
  /** Where the listing is, found for the location the draft holds. */
  place: { typedLocation: string; location: string; latitude: number; longitude: number };
}

/**
 * Makes the listing from the draft as it is now, checked with the listing form's schema and the paid tier's limits,
 * and removes the draft. The draft is locked first, so of two payments for one draft only the first makes a listing;
 * the second finds no draft. Throws AppError: `not-found` (no draft), `invalid` (the draft does not make a listing,
 * or its location is not the one that was placed), `conflict` / `payment-required` (the payment is used / not paid).
 */
export async function createListingFromDraft({
  tx,
  draftId,
  userId,
  paymentSessionId,
  place,
}: CreateListingFromDraftOptions): Promise<{ listingId: string }> {
  const draft = await findOwnListingDraft(tx, { draftId, userId, forUpdate: true });
  const parsed = parseDraftValues(storedDraftValues(draft.values));
  if (!parsed.ok) throw listingFailures.invalid(parsed.fieldErrors);
  const { input } = parsed;
  if (input.location !== place.typedLocation) throw listingFailures.invalid({ location: invalidLocationMessage });
  const [session] = await tx
    .select({ tier: paymentSessions.tier })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, paymentSessionId));
  // The tier paid for, whatever the draft says now.
  const tier = tierOf(session?.tier);
  checkTierMedia(input, tier);
  const listingId = randomUUID();
  await consumePaymentSession({ tx, sessionId: paymentSessionId, userId, kind: "listing", usedForId: listingId });
  // The draft lets go of its photos and video, and the listing takes the ones it lists.
  await attachMedia(tx, { ownerId: userId, target: listingDraftMediaTarget(draftId), imageUrls: [], videoUrl: null });
  await insertNewListing({ tx, listingId, userId, tier, input, place, stockNumber: draft.stockNumber });
  await movePhotoFetchesToListing(tx, { draftId, listingId });
  await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
  // A new listing needs nothing after its commit (after-listing-change.server.ts): the caller's commit is enough.
  await followListingChange(tx, { kind: "created", listingId });
  return { listingId };
}

/**
 * The draft half of a payment's fulfilment: `fulfilPayment` calls it in the transaction that records the payment as
 * paid. Returns the new listing's id, or null when the session publishes no draft, its draft was deleted (the payment
 * stays paid and unused: the dashboard offers it), or the draft does not make a listing now (edited while paying: the
 * payment stays with the draft, whose page then offers 'Publish'). That last case is rolled back to a savepoint, so
 * the payment is recorded whatever the draft holds.
 */
export async function fulfilListingDraft({
  db,
  paymentSessionId,
}: {
  db: Database;
  paymentSessionId: string;
}): Promise<{ listingId: string } | null> {
  const [binding] = await db
    .select({
      draftId: listingDraftPayments.draftId,
      userId: paymentSessions.userId,
      typedLocation: listingDraftPayments.typedLocation,
      location: listingDraftPayments.location,
      latitude: listingDraftPayments.latitude,
      longitude: listingDraftPayments.longitude,
    })
    .from(listingDraftPayments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, listingDraftPayments.paymentSessionId))
    .where(eq(listingDraftPayments.paymentSessionId, paymentSessionId));
  if (!binding?.draftId) return null;
  const { draftId, userId, ...place } = binding;
  try {
    return await db.transaction((savepoint) =>
      createListingFromDraft({ tx: savepoint, draftId, userId, paymentSessionId, place }),
    );
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The draft's payment that is in but made no listing yet, if any: 'Publish' uses it instead of a new checkout. */
export async function findPaidDraftPayment(
  db: Database,
  draftId: string,
): Promise<{ paymentSessionId: string } | null> {
  const [row] = await db
    .select({ paymentSessionId: listingDraftPayments.paymentSessionId })
    .from(listingDraftPayments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, listingDraftPayments.paymentSessionId))
    .where(
      and(
        eq(listingDraftPayments.draftId, draftId),
        eq(paymentSessions.status, "paid"),
        isNull(paymentSessions.usedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Where the return page sends the payer of a draft's checkout: the new listing's 'Your listing is live' page, or the
 * draft (paid, not published yet); null for a checkout that was no draft's, or whose draft was deleted.
 */
export async function draftPaymentDestination(
  db: Database,
  paymentSessionId: string,
): Promise<{ listingId: string } | { draftId: string } | null> {
  const [row] = await db
    .select({ draftId: listingDraftPayments.draftId, usedForId: paymentSessions.usedForId })
    .from(listingDraftPayments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, listingDraftPayments.paymentSessionId))
    .where(eq(listingDraftPayments.paymentSessionId, paymentSessionId));
  if (row?.usedForId) return { listingId: row.usedForId };
  if (row?.draftId) return { draftId: row.draftId };
  return null;
}
