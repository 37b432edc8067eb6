import type { Database } from "#app/db/client.server.ts";
import { listingDraftPayments } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { startPageCheckout } from "#app/modules/billing/checkout-action.server.ts";
import { grantFreeListing } from "#app/modules/billing/grant-free-listing.server.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { priceFor } from "#app/modules/billing/start-checkout.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { refuseDraftWaitingForPhotos } from "#app/modules/imports/draft-photo-fetches.server.ts";
import { checkTierMedia, geocodeListingLocation, tierOf } from "./create-listing.server.ts";
import { settleDraftCheckouts } from "./draft-checkout.server.ts";
import { listingDraftPath, listingLivePath, storedDraftValues } from "./listing-draft.ts";
import { listingFailures } from "./listing-failures.ts";
import { findOwnListingDraft } from "./own-listing-draft.server.ts";
import { parseDraftValues } from "./parse-draft-values.server.ts";
import {
  createListingFromDraft,
  draftPaymentDestination,
  findPaidDraftPayment,
} from "./publish-listing-draft.server.ts";

export interface PayForListingDraftOptions {
  db: Database;
  payments: PaymentProvider;
  geocoder: Geocoder;
  user: { id: string; email: string };
  /** The seller's draft, saved just before with what the form holds. */
  draftId: string;
  /** This site's public origin (BASE_URL), for the provider's return addresses. */
  baseUrl: string;
}

/**
 * 'Pay and publish' (docs/product/selling.md, Draft): checks the whole draft as stored with the listing form's schema
 * and messages, the tier's photo and video limits and the location (AppError `invalid` with one message per field,
 * nothing opened), then opens the tier's checkout bound to the draft, whose confirmed payment makes the listing
 * (publish-listing-draft.server.ts): the draft's checkout already open again while it charges the same tier and
 * amount, else a new one, the others closed first (draft-checkout.server.ts). A builder's free listing and a payment
 * already in (a draft that could not be published when it was paid) publish at once. Returns where to send the
 * browser: the provider's checkout, or the new listing's 'Your listing is live' page with the listing's id. Throws
 * AppError `not-found` (not the user's draft) too.
 */
export async function payForListingDraft({
  db,
  payments,
  geocoder,
  user,
  draftId,
  baseUrl,
}: PayForListingDraftOptions): Promise<{ redirectUrl: string; listingId?: string }> {
  const draft = await findOwnListingDraft(db, { draftId, userId: user.id });
  await refuseDraftWaitingForPhotos(db, draftId);
  const parsed = parseDraftValues(storedDraftValues(draft.values));
  if (!parsed.ok) throw listingFailures.invalid(parsed.fieldErrors);
  const tier = tierOf(draft.tier);
  checkTierMedia(parsed.input, tier);
  const place = {
    typedLocation: parsed.input.location,
    ...(await geocodeListingLocation(geocoder, parsed.input.location)),
  };

  const publishWith = async (paymentSessionId: string) => {
    try {
      const { listingId } = await db.transaction((tx) =>
        createListingFromDraft({ tx, draftId, userId: user.id, paymentSessionId, place }),
      );
      return { redirectUrl: listingLivePath(listingId), listingId };
    } catch (error) {
      if (isAppError(error, "conflict")) throw listingFailures.sessionUsed();
      if (isAppError(error, "payment-required")) throw listingFailures.paymentNotVerified();
      throw error;
    }
  };
  const paid = await findPaidDraftPayment(db, draftId);
  if (paid) return publishWith(paid.paymentSessionId);

  const perks = await getListingPerks({ db, userId: user.id });
  const isFree = perks !== null && perks.freeListingsLeft > 0;
  // The free listings are taken below (or just went to another request): a checkout charges.
  const charged = perks ? { ...perks, freeListingsLeft: 0 } : null;
  const price = priceFor({ kind: "listing", tier: tier.id, perks: charged });
  const wanted = isFree || !price ? null : { tier: tier.id, amountCents: price.amountCents };
  const open = await settleDraftCheckouts({ db, payments, draftId, place, wanted });
  if (open.kind === "reused") return { redirectUrl: open.redirectUrl };
  if (open.kind === "paid") {
    // Its confirmation, just recorded, made the listing; or (the draft changed since it was opened) it is made now.
    const destination = await draftPaymentDestination(db, open.paymentSessionId);
    if (destination && "listingId" in destination) {
      return { redirectUrl: listingLivePath(destination.listingId), listingId: destination.listingId };
    }
    return publishWith(open.paymentSessionId);
  }

  if (isFree) {
    const free = await grantFreeListing({ db, userId: user.id, tier: tier.id, provider: payments.name });
    if (free) {
      await db
        .insert(listingDraftPayments)
        .values({ paymentSessionId: free.sessionId, draftId, ...place })
        .onConflictDoUpdate({ target: listingDraftPayments.paymentSessionId, set: { draftId, ...place } });
      return publishWith(free.sessionId);
    }
  }
  const started = await startPageCheckout({
    db,
    payments,
    user,
    kind: "listing",
    tier: tier.id,
    baseUrl,
    perks: charged,
    cancelPath: listingDraftPath(draftId, "canceled"),
    // In the transaction that opens the session: a session for this draft never exists without knowing it.
    onSessionOpened: async (tx, sessionId) => {
      await tx.insert(listingDraftPayments).values({ paymentSessionId: sessionId, draftId, ...place });
    },
  });
  return { redirectUrl: started.redirectUrl };
}
