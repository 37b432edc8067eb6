import type { Database } from "#app/db/client.server.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import type { ListingTier } from "#app/modules/billing/catalogue.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { payForListingDraft } from "#app/modules/listings/pay-for-listing-draft.server.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { getMyListing } from "./find-my-listings.server.ts";
import {
  checkedListingValues,
  discardNewDraft,
  inListingWords,
  payerOf,
  readMyListingBody,
  tierOfBody,
} from "./my-listing-body.server.ts";
import type { MyListingView } from "./my-listing-view.server.ts";
import { withStockNumber } from "./stock-number.server.ts";

export interface WriteMyListingServices {
  db: Database;
  payments: PaymentProvider;
  geocoder: Geocoder;
  /** BASE_URL: the checkout's and the listing's addresses. */
  baseUrl: string;
}

/**
 * What a write that makes a listing answers: the draft and the provider's checkout for its tier (202), or the
 * listing, published at once by a builder's free listing or a payment already in (201).
 */
export type MyListingPayment =
  | { kind: "checkout"; draft: MyListingView; checkoutUrl: string }
  | { kind: "published"; listing: MyListingView };

/**
 * `POST /api/v1/my/listings` (docs/product/open-platform.md, Managing listings through the API): the listing form's
 * fields checked with its schema and messages and the tier's limits, saved as a draft with the seller's stock number
 * (unique among their listings and drafts: 409), then paid as the form's 'Pay and publish' pays it: a checkout, or at
 * once (a builder's free listing). Nothing is ever published unpaid. A refusal after the draft was saved (the
 * location not found, the checkout not opened) removes the draft: a failed request makes nothing.
 */
export async function createMyListing(
  { db, payments, geocoder, baseUrl }: WriteMyListingServices,
  { userId, body }: { userId: string; body: Record<string, unknown> },
): Promise<MyListingPayment> {
  let tier: ListingTier | undefined;
  try {
    const sent = readMyListingBody(body, baseUrl);
    const chosen = tierOfBody(sent);
    tier = chosen ?? undefined;
    const { values } = checkedListingValues({}, sent, chosen);
    const payer = await payerOf(db, userId);
    const stockNumber = sent.stockNumber ?? null;
    const draftTier = chosen?.id ?? "graze";
    const { draftId } = await withStockNumber(db, { userId, stockNumber }, (tx) =>
      saveListingDraft({ db: tx, userId, draftId: null, tier: draftTier, values, stockNumber }),
    );
    try {
      return await payForDraft({ db, payments, geocoder, baseUrl }, { payer, draftId });
    } catch (error) {
      await discardNewDraft(db, { userId, draftId });
      throw error;
    }
  } catch (error) {
    throw inListingWords(error, tier);
  }
}

/** 'Pay and publish' for the caller's draft: its checkout, or the listing it made at once. */
export async function payForDraft(
  { db, payments, geocoder, baseUrl }: WriteMyListingServices,
  { payer, draftId }: { payer: { id: string; email: string }; draftId: string },
): Promise<MyListingPayment> {
  const paid = await payForListingDraft({ db, payments, geocoder, user: payer, draftId, baseUrl });
  if (paid.listingId) {
    return { kind: "published", listing: await getMyListing(db, { userId: payer.id, id: paid.listingId, baseUrl }) };
  }
  return {
    kind: "checkout",
    draft: await getMyListing(db, { userId: payer.id, id: draftId, baseUrl }),
    checkoutUrl: absoluteUrl(baseUrl, paid.redirectUrl),
  };
}
