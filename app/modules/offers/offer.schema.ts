// The offer forms' input (docs/product/making-the-deal.md, "Offers"), shared by the forms and the server: an amount
// read like the listing form's price, in the listing's currency; an optional note; how long the offer stays open.
import { idSchema } from "#app/lib/id-schema.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { parsePriceCents, typedText } from "#app/modules/listings/listing-form-rules.ts";
import { defaultOfferOpenDays, offerNoteMaxLength, offerOpenDayChoices } from "./offer-rules.ts";

const amountInvalid: MessageId = "offers.form.amountInvalid";

/** An amount as typed ("42,000", "42 000,50 $"): cents above zero, or the form's message. */
export const offerAmountCents = z.preprocess(
  (value) => typedText(value).trim(),
  z
    .string()
    .min(1, { error: "offers.form.amountRequired" satisfies MessageId })
    .max(40, { error: amountInvalid })
    .transform((typed, context) => {
      const cents = parsePriceCents(typed);
      if (cents === null || cents === 0) {
        context.addIssue({ code: "custom", message: amountInvalid });
        return z.NEVER;
      }
      return cents;
    }),
);

/** The note that may come with a step: trimmed, '' when none. */
export const offerNote = z.preprocess(
  (value) => typedText(value),
  z
    .string()
    .trim()
    .max(offerNoteMaxLength, { error: "offers.form.noteTooLong" satisfies MessageId })
    .refine(isStorableText, { error: "offers.form.noteUnsupported" satisfies MessageId }),
);

/** How many days the offer stays open: one of the choices, two when not given. */
const openDays = z.preprocess(
  (value) => (typedText(value).trim() === "" ? String(defaultOfferOpenDays) : typedText(value).trim()),
  z
    .enum(offerOpenDayChoices.map(String) as [string, ...string[]], {
      error: "offers.form.openDaysInvalid" satisfies MessageId,
    })
    .transform(Number),
);

/** A buyer's offer, POST /listing/{id}/offer. */
export const makeOfferSchema = z.object({ amount: offerAmountCents, note: offerNote, open_days: openDays });
export type MakeOfferInput = z.output<typeof makeOfferSchema>;

/** A party's answer to an offer, POST /offers/{id}: a counter carries an amount and a note. */
export const offerActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("accept") }),
    z.object({ intent: z.literal("decline") }),
    z.object({ intent: z.literal("withdraw") }),
    z.object({ intent: z.literal("counter"), amount: offerAmountCents, note: offerNote }),
  ],
  { error: "offers.form.chooseAction" satisfies MessageId },
);
export type OfferActionInput = z.output<typeof offerActionSchema>;

/** An offer's id as in /offers/{id}; anything else is answered like an unknown one. */
export const offerIdSchema = idSchema();
