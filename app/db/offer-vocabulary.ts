// The words of an offer's life (docs/product/making-the-deal.md), shared by the offers table and the conversation
// messages that tell each step.

/** Who made an offer: the buyer's own, or the seller's counter to it. */
export const offerMakers = ["buyer", "seller"] as const;
export type OfferMaker = (typeof offerMakers)[number];

/**
 * An offer's life: `open` until the other party answers or it expires; `countered` when the seller answered it with
 * a counter (a new open offer); `accepted` (the listing is then pending, and at most one offer per listing is);
 * `declined` (by the other party, or at once under the seller's floor); `expired`; `withdrawn` by its maker;
 * `lapsed` when the pending sale it made reopened.
 */
export const offerStatuses = ["open", "countered", "accepted", "declined", "expired", "withdrawn", "lapsed"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/**
 * The step a conversation message tells: an offer made, countered, accepted, declined (by the other party, or at
 * once under the floor), expired, withdrawn, or the pending sale it made reopened.
 */
export const offerEvents = [
  "made",
  "countered",
  "accepted",
  "declined",
  "declined_under_floor",
  "expired",
  "withdrawn",
  "lapsed",
] as const;
export type OfferEvent = (typeof offerEvents)[number];
