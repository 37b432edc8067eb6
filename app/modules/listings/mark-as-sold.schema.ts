// Marking a listing sold (docs/product/mark-as-sold.md): the confirmation form's fields, parsed by the server
// and named by the form. Its message is an id of the listings catalogs (ADR 056).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { saleBuyerField } from "#app/modules/reviews/sale-buyer.schema.ts";
import { parsePriceCents } from "./listing-form-rules.ts";

const invalidSalePrice = "listings.sold.invalidSalePrice" satisfies MessageId;

/**
 * The confirmation's post: an optional sale price in dollars, parsed as the listing form's price, and the buyer
 * named, if any (docs/product/people-and-trust.md, "Sales and reviews").
 */
export const markAsSoldFormSchema = z.object({
  sale_price: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .max(40, { error: invalidSalePrice })
      .transform((typed, context) => {
        if (typed === "") return null;
        const cents = parsePriceCents(typed);
        if (cents !== null) return cents;
        context.addIssue({ code: "custom", message: invalidSalePrice });
        return z.NEVER;
      }),
  ),
  buyer: saleBuyerField,
});
export type MarkAsSoldInput = z.infer<typeof markAsSoldFormSchema>;
