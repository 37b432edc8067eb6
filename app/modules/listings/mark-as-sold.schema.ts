// Marking a listing sold (docs/product/mark-as-sold.md): the confirmation form's fields, parsed by the server
// and named by the form. Its messages are ids of the listings catalogs (ADR 056).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { saleBuyerField } from "#app/modules/reviews/sale-buyer.schema.ts";
import { optionalAmountCents } from "./optional-amount.schema.ts";

/**
 * The confirmation's post: an optional sale price in the listing's currency, parsed as the listing form's price,
 * whether to publish it on `/sold` (`publish_price=1`, off unless ticked; only with a price:
 * docs/product/making-the-deal.md, "Sold prices"), and the buyer named, if any (docs/product/people-and-trust.md,
 * "Sales and reviews").
 */
export const markAsSoldFormSchema = z
  .object({
    sale_price: optionalAmountCents("listings.sold.invalidSalePrice"),
    // A ticked checkbox sends its value ("1"; "on" from a checkbox without one); an unticked one sends nothing.
    publish_price: z.preprocess((value) => value === "1" || value === "on", z.boolean()),
    buyer: saleBuyerField,
  })
  .refine((input) => !input.publish_price || input.sale_price !== null, {
    path: ["publish_price"],
    error: "listings.sold.publishNeedsPrice" satisfies MessageId,
  });
export type MarkAsSoldInput = z.infer<typeof markAsSoldFormSchema>;

/** The sale price as markListingSold takes it: none, or an amount published on `/sold` or kept private. */
export function salePriceOf(input: MarkAsSoldInput): { cents: number; isPublic: boolean } | null {
  return input.sale_price === null ? null : { cents: input.sale_price, isPublic: input.publish_price };
}
