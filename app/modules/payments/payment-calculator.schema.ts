// The payment calculator's GET form (docs/product/making-the-deal.md, Payment calculator), as the listing page's loader
// reads it from the query: each field read by the calculator's rules, which the live module reads the form with too.
// Its messages are ids of the payments catalogs (ADR 056).
import { z } from "#app/lib/zod.ts";
import { type PaymentFieldName, paymentMessages, readLoanTerms } from "./payment-calculator-rules.ts";

/** Longer than any amount or rate anyone types: the field's own message. */
const typedField = (field: PaymentFieldName) => z.string().max(40, { error: paymentMessages[field] }).optional();

/** The query of a GET of the form: the loan's terms, or a message beside each field that does not read. */
export const paymentCalculatorQuerySchema = z
  .object({
    price: typedField("price"),
    down: typedField("down"),
    trade_in: typedField("trade_in"),
    apr: typedField("apr"),
    term: typedField("term"),
    region: typedField("region"),
  } satisfies Record<PaymentFieldName, unknown>)
  .transform((typed, context) => {
    const reading = readLoanTerms(typed);
    if (reading.ok) return reading.terms;
    for (const [field, message] of Object.entries(reading.errors))
      context.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  });
