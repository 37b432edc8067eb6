// 'Who bought it?' on the mark-as-sold page (docs/product/people-and-trust.md, "Sales and reviews"): an account id, or
// nothing for 'Someone else / not on Roamstead'. Which accounts may be named is the server's to check. Browser-safe.
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** The buyer named, or null ('Someone else / not on Roamstead', the default). */
export const saleBuyerField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z
    .string()
    .max(200, { error: "reviews.buyerChoice.notAWriter" satisfies MessageId })
    .nullable(),
);
