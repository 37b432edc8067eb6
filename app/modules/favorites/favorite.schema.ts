// The favorites' inputs (docs/product/buyers-come-back.md, "Favorites"), checked by the server; their messages are
// ids of the favorites' catalogs (ADR 056). The heart's intents are in heart-intents.ts, so the heart on every card
// does not bring zod to a first visit.
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { heartIntents } from "./heart-intents.ts";

/** What a heart posts to /favorites. `redirectTo` is checked by the server's one redirect-target check. */
export const heartFormSchema = z.object({
  intent: z.enum(heartIntents, { error: "favorites.error.unknownIntent" satisfies MessageId }),
  listingId: idSchema("favorites.error.notAvailable" satisfies MessageId),
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

/** The shape of a price-drop unsubscribe token (user.priceDropUnsubscribeToken, a random UUID). */
export const priceDropUnsubscribeTokenSchema = z.string().min(1).max(64);
