// An amount field a seller may leave empty (the private offer floor on the listing form, the sale price when marking
// sold): read as the listing form's price, in cents of the listing's currency.
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { maxShortFieldLength, parsePriceCents, typedText } from "./listing-form-rules.ts";

/** What was typed, trimmed: null when empty, else its cents, or the message `invalid` when it is not an amount. */
export function optionalAmountCents(invalid: MessageId) {
  return z.preprocess(
    (value) => typedText(value).trim(),
    z
      .string()
      .max(maxShortFieldLength, { error: invalid })
      .transform((typed, context) => {
        if (typed === "") return null;
        const cents = parsePriceCents(typed);
        if (cents !== null) return cents;
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }),
  );
}
