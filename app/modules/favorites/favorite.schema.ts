// The favorites' inputs and texts (docs/product/buyers-come-back.md, "Favorites"), shared by the heart and
// /favorites in the browser and by the server that checks them.
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";

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

/** What a heart posts to /favorites. `redirectTo` is checked by the server's one redirect-target check. */
export const heartFormSchema = z.object({
  intent: z.enum(heartIntents, { error: favoriteTexts.unknownIntent }),
  listingId: idSchema(favoriteTexts.notAvailable),
  redirectTo: z.string().max(2048).optional(),
});

/** The preference form on /favorites: an unticked checkbox sends nothing. */
export const priceDropAlertsFormSchema = z.object({
  intent: z.literal("price-drop-alerts"),
  priceDropAlerts: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** Everything POST /favorites takes, told apart by `intent`. */
export const favoritesActionSchema = z.discriminatedUnion("intent", [heartFormSchema, priceDropAlertsFormSchema]);

/** 'Saved by N buyers' on the seller's own listings; nothing at 0. */
export function savedByText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? "Saved by 1 buyer" : `Saved by ${count} buyers`;
}

/** The heart's accessible name. */
export function heartLabel(title: string, isSaved: boolean): string {
  return isSaved ? `Remove ${title} from favorites` : `Save ${title} to favorites`;
}

/** The shape of a price-drop unsubscribe token (user.priceDropUnsubscribeToken, a random UUID). */
export const priceDropUnsubscribeTokenSchema = z.string().min(1).max(64);
