import type { Database } from "#app/db/client.server.ts";
import type { Listing, ListingDraft } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/lib/app-error.ts";
import { type ListingTier, listingTiers } from "#app/modules/billing/catalogue.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingFormValuesOf } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { refuseSoldListing } from "#app/modules/listings/sold-listing-guard.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { flatListingValues } from "./api-listing-values.ts";
import { type MyListingPayment, payForDraft, type WriteMyListingServices } from "./create-my-listing.server.ts";
import { findMyListing, getMyListing, myListingNotFound } from "./find-my-listings.server.ts";
import {
  checkedListingValues,
  inListingWords,
  type MyListingBody,
  payerOf,
  readMyListingBody,
  tierOfBody,
} from "./my-listing-body.server.ts";
import type { MyListingView } from "./my-listing-view.server.ts";
import { refuseTakenStockNumber, stockNumberTaken, withStockNumber } from "./stock-number.server.ts";

const tierFixed: MessageId = "api-keys.api.tierFixed";

export interface UpdateMyListingServices extends WriteMyListingServices {
  /** Wakes the mail worker once an edit's mails (a price drop's) were committed. */
  notifyOutbox?: () => void;
}

/** What a PATCH answers: the listing changed (200), or for a draft what paying for it gives (202 or 201). */
export type MyListingUpdate = { kind: "updated"; listing: MyListingView } | MyListingPayment;

/**
 * `PATCH /api/v1/my/listings/{id}` (docs/product/open-platform.md, Managing listings through the API): the fields sent
 * over the listing's or draft's current values, checked whole with the edit form's schema and messages and the tier's
 * limits. A listing is saved as the edit form saves it (a sold one refused, its tier kept: it was paid for), its stock
 * number with it. A draft is saved, then paid for as 'Pay and publish' does: its open checkout again while the tier
 * and price hold, else a new one (the old one closed), or published at once with a payment already in.
 * Another seller's id, like an unknown one, is `not-found`; an administrator's key has no more power than any seller's.
 */
export async function updateMyListing(
  services: UpdateMyListingServices,
  { userId, id, body }: { userId: string; id: string; body: Record<string, unknown> },
): Promise<MyListingUpdate> {
  const found = await findMyListing(services.db, { userId, id });
  if (!found) throw myListingNotFound();
  let tier = listingTiers[found.row.tier];
  try {
    const sent = readMyListingBody(body, services.baseUrl);
    if (found.kind === "listing") return await updateOwnListing(services, { userId, row: found.row, sent, tier });
    // A draft's tier is the seller's to change until it is paid for.
    const draftTier = tierOfBody(sent, found.row.tier);
    tier = draftTier ?? tier;
    return await updateOwnDraft(services, { userId, row: found.row, sent, tier: draftTier });
  } catch (error) {
    throw inListingWords(error, tier);
  }
}

async function updateOwnListing(
  services: UpdateMyListingServices,
  { userId, row, sent, tier }: { userId: string; row: Listing; sent: MyListingBody; tier: ListingTier },
): Promise<MyListingUpdate> {
  const { db, geocoder, baseUrl, notifyOutbox } = services;
  refuseSoldListing(row);
  const isTierChanged = sent.tier !== undefined && sent.tier !== row.tier;
  const checked = isTierChanged ? { ...sent, fieldErrors: { ...sent.fieldErrors, tier: tierFixed } } : sent;
  const { input } = checkedListingValues(flatListingValues(listingFormValuesOf(row)), checked, tier);
  const actor = { ...(await payerOf(db, userId)), role: "user" as const };
  const { stockNumber: sentNumber } = sent;
  // Checked and written in the edit's transaction, under the seller's lock: the webhook's `listing.updated` tells it.
  const stockNumber =
    sentNumber !== undefined && sentNumber !== row.stockNumber
      ? {
          value: sentNumber,
          claim: (tx: Database) => refuseTakenStockNumber(tx, { userId, stockNumber: sentNumber, except: row.id }),
        }
      : undefined;
  try {
    await updateListing({ db, geocoder, listingId: row.id, actor, input, baseUrl, notifyOutbox, stockNumber });
  } catch (error) {
    // Taken meanwhile by a writer that did not take the lock: the tables' unique indexes.
    throw stockNumber && isUniqueViolation(error) ? stockNumberTaken() : error;
  }
  return { kind: "updated", listing: await getMyListing(db, { userId, id: row.id, baseUrl }) };
}

async function updateOwnDraft(
  services: UpdateMyListingServices,
  { userId, row, sent, tier }: { userId: string; row: ListingDraft; sent: MyListingBody; tier: ListingTier | null },
): Promise<MyListingUpdate> {
  const { db } = services;
  const { values } = checkedListingValues(flatListingValues(storedDraftValues(row.values)), sent, tier);
  const { stockNumber } = sent;
  const draftTier = tier?.id ?? row.tier;
  await withStockNumber(db, { userId, stockNumber, except: row.id }, (tx) =>
    saveListingDraft({ db: tx, userId, draftId: row.id, tier: draftTier, values, stockNumber }),
  );
  return payForDraft(services, { payer: await payerOf(db, userId), draftId: row.id });
}
