// The favorites' texts and the heart's words (docs/product/buyers-come-back.md, "Favorites"): browser-safe and
// without zod, for the heart on every listing card.

export const favoriteTexts = {
  signInToSave: "Sign in to save campers to your favorites.",
  notAvailable: "This camper is no longer available.",
  noLongerAvailable: "No longer available",
  empty: "No favorites yet. Tap the heart on a camper to keep it here.",
  priceDropAlertsLabel: "Email me when a favorite's price drops",
  priceDropAlertsOn: "We will email you when a favorite's price drops.",
  priceDropAlertsOff: "Price-drop emails are off.",
  unknownIntent: "Please choose whether to save or remove the camper.",
  invalidUnsubscribeLink: "This unsubscribe link is not valid.",
} as const;

export const heartIntents = ["add", "remove"] as const;
export type HeartIntent = (typeof heartIntents)[number];

/** 'Saved by N buyers' on the seller's own listings; nothing at 0. */
export function savedByText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? "Saved by 1 buyer" : `Saved by ${count} buyers`;
}

/** The heart's accessible name. */
export function heartLabel(title: string, isSaved: boolean): string {
  return isSaved ? `Remove ${title} from favorites` : `Save ${title} to favorites`;
}
