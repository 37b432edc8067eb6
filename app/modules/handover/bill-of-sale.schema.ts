// The bill of sale's form (docs/product/making-the-deal.md, "Bill of sale and handover"): the seller's and the
// buyer's full names, as typed, trimmed and in one Unicode form. The page checks with the same rule as you type.
import { z } from "#app/lib/zod.ts";
import { partyNameProblem } from "./bill-of-sale-names.ts";

const partyName = z
  .string({ error: "handover.billOfSale.nameRequired" })
  .transform((name) => name.trim().replace(/\s+/g, " ").normalize("NFC"))
  .superRefine((name, context) => {
    const problem = partyNameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const billOfSaleFormSchema = z.object({ sellerName: partyName, buyerName: partyName });

export type BillOfSaleForm = z.output<typeof billOfSaleFormSchema>;
