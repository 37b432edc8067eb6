// What a signed-out visitor was doing when asked to sign in, carried through every way into an account
// (docs/product/accounts.md, "Carried through sign-in").
import { z } from "#app/lib/zod.ts";
import { contactFieldLimits } from "#app/modules/conversations/contact-rules.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { saveSearchSchema } from "#app/modules/saved-searches/saved-search.schema.ts";

/** One carried action per kind: a later one of the same kind replaces it. */
export const carriedActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("favorite"), listingId: listingIdSchema }),
  saveSearchSchema.omit({ intent: true }).extend({ kind: z.literal("saved-search") }),
  z.object({
    kind: z.literal("message"),
    listingId: listingIdSchema,
    message: z.string().min(1).max(contactFieldLimits.message),
  }),
]);

export type CarriedAction = z.infer<typeof carriedActionSchema>;

/** A carried saved search once the sign-in tried it: saved, or refused with the reason. */
export const savedSearchOutcomeSchema = saveSearchSchema.omit({ intent: true }).extend({
  outcome: z.discriminatedUnion("saved", [
    z.object({ saved: z.literal(true) }),
    z.object({ saved: z.literal(false), message: z.string() }),
  ]),
});

export type SavedSearchOutcome = z.infer<typeof savedSearchOutcomeSchema>;
export type CarriedActionKind = CarriedAction["kind"];

/**
 * Why the sign-in page asks, per kind of carried action (the favourite's words are the specification's): message
 * ids of the accounts' catalogs, shown in the page's language.
 */
export const carriedActionReasons: Record<CarriedActionKind, MessageId> = {
  favorite: "accounts.carried.favorite",
  "saved-search": "accounts.carried.savedSearch",
  message: "accounts.carried.message",
};
