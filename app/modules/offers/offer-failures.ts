// The offers' refusals (docs/product/making-the-deal.md, "Offers"): one AppError each, its message an id of the
// offers catalogs (ADR 056). A refusal never tells the seller's floor.
import { AppError, fieldError } from "#app/lib/app-error.ts";

export const offerFailures = {
  /** No such offer, or not the asker's: the same answer, so a guess learns nothing. */
  notFound: () => new AppError("not-found", "offers.error.notFound"),
  /** The listing is deleted, expired, paused or not approved. */
  listingGone: () => new AppError("not-found", "offers.error.listingGone"),
  sold: () => new AppError("conflict", "offers.error.sold"),
  salePending: () => new AppError("conflict", "offers.error.salePending"),
  firmPrice: () => new AppError("conflict", "offers.error.firmPrice"),
  /** The seller of the listing, or a conversation's seller, making an offer. */
  buyersOnly: () => new AppError("forbidden", "offers.error.buyersOnly"),
  openOfferExists: () => new AppError("conflict", "offers.error.openOfferExists"),
  /** Accepted, declined, countered, withdrawn or lapsed already. */
  notOpen: () => new AppError("conflict", "offers.error.notOpen"),
  expired: () => new AppError("conflict", "offers.error.expired"),
  /** Accepting, declining or countering one's own offer. */
  notYourTurn: () => new AppError("forbidden", "offers.error.notYourTurn"),
  /** Withdrawing the other party's offer. */
  notYours: () => new AppError("forbidden", "offers.error.notYours"),
  /** The buyer countering, or countering a counter. */
  sellerCountersOnly: () => new AppError("forbidden", "offers.error.sellerCountersOnly"),
  aboveAsking: () => fieldError("amount", "offers.form.aboveAsking"),
  counterNotAbove: () => fieldError("amount", "offers.form.counterNotAbove"),
} as const;
