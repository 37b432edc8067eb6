// Marking a listing sold (docs/product/mark-as-sold.md): the confirmation form's one field, parsed by the server
// and named by the form. Its texts are in mark-as-sold-texts.ts, which pages read without loading zod.
import { z } from "#app/lib/zod.ts";
import { parsePriceCents } from "./listing-form-rules.ts";
import { markAsSoldTexts } from "./mark-as-sold-texts.ts";

/** The confirmation's post: an optional sale price in dollars, parsed as the listing form's price. */
export const markAsSoldFormSchema = z.object({
  sale_price: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .max(40, { error: markAsSoldTexts.invalidSalePrice })
      .transform((typed, context) => {
        if (typed === "") return null;
        const cents = parsePriceCents(typed);
        if (cents !== null) return cents;
        context.addIssue({ code: "custom", message: markAsSoldTexts.invalidSalePrice });
        return z.NEVER;
      }),
  ),
});
export type MarkAsSoldInput = z.infer<typeof markAsSoldFormSchema>;
