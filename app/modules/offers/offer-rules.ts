// The limits of an offer (docs/product/making-the-deal.md, "Offers"); browser-safe: the forms show them, the server
// holds every offer to them.

/** How long a buyer's offer stays open, in days, as the buyer may pick it: 48 hours unless they choose another. */
export const offerOpenDayChoices = [1, 2, 3, 4, 5, 6, 7] as const;
export type OfferOpenDays = (typeof offerOpenDayChoices)[number];
export const defaultOfferOpenDays: OfferOpenDays = 2;

/** A seller's counter-offer is open 48 hours. */
export const counterOfferOpenDays = 2;

/** The longest note that may come with a step: a message's. */
export { conversationMessageMaxLength as offerNoteMaxLength } from "#app/modules/conversations/conversation-rules.ts";

/** What a party does to an offer on `/offers/{id}`. */
export const offerIntents = ["accept", "decline", "counter", "withdraw"] as const;
export type OfferIntent = (typeof offerIntents)[number];
