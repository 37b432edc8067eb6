// The payment calculator's GET form, as the listing page's loader answers it (docs/product/making-the-deal.md, Payment
// calculator): with none of its fields in the address, the form shows the listing's price and state or province; with
// any of them, the loan's cost, or the refusal of each field that does not read (the page is then a 400).
import type { SubmittedValues } from "#app/lib/form-reply.ts";
import { priceFieldValue } from "#app/modules/listings/listing-form-rules.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { type LoanCost, loanCost } from "./amortization.ts";
import { paymentCalculatorQuerySchema } from "./payment-calculator.schema.ts";
import { defaultLoanTermMonths, type PaymentFieldName, paymentFieldNames } from "./payment-calculator-rules.ts";
import { salesTaxRateOf } from "./sales-tax-rates.ts";

export interface ReadPaymentCalculatorOptions {
  /** The listing page's request: its query is the form's. */
  request: Request;
  listing: {
    askingPriceCents: number;
    /** The state or province its location names, the sales tax's first choice; null: none. */
    regionCode: string | null;
    soldAt: Date | null;
  };
}

export interface PaymentCalculatorState {
  /** What each field shows: as sent, or the listing's defaults. */
  values: Record<PaymentFieldName, string>;
  /** A message id, or words already, beside each field that did not read. */
  errors: Partial<Record<PaymentFieldName, string>>;
  /** What the loan costs, once the form was sent and read. */
  cost: LoanCost | null;
  /** 400 when a field of the form does not read, else 200. */
  status: number;
}

/** The calculator of a listing for sale; null for a sold one, which no one can buy any more. */
export function readPaymentCalculator({
  request,
  listing,
}: ReadPaymentCalculatorOptions): PaymentCalculatorState | null {
  if (listing.soldAt) return null;
  const isSent = paymentFieldNames.some((name) => new URL(request.url).searchParams.has(name));
  if (!isSent) return { values: defaultValues(listing), errors: {}, cost: null, status: 200 };
  const query = readQuery(request, paymentCalculatorQuerySchema);
  if (query.ok) return { values: sentValues(query.values), errors: {}, cost: loanCost(query.data), status: 200 };
  const { reply, status } = query.failure;
  return { values: sentValues(query.values), errors: reply.fieldErrors ?? {}, cost: null, status };
}

/** The form before it is sent: the asking price, the default term and the listing's state or province. */
function defaultValues(listing: ReadPaymentCalculatorOptions["listing"]): PaymentCalculatorState["values"] {
  const region = listing.regionCode && salesTaxRateOf(listing.regionCode) ? listing.regionCode : "";
  const price = priceFieldValue(listing.askingPriceCents);
  return { price, down: "", trade_in: "", apr: "", term: String(defaultLoanTermMonths), region };
}

/** The form as it was sent, to show again. */
function sentValues(values: SubmittedValues): PaymentCalculatorState["values"] {
  const typed = (name: PaymentFieldName) => {
    const value = values[name];
    return typeof value === "string" ? value : "";
  };
  return {
    price: typed("price"),
    down: typed("down"),
    trade_in: typed("trade_in"),
    apr: typed("apr"),
    term: typed("term") || String(defaultLoanTermMonths),
    region: typed("region"),
  };
}
