// The payment calculator's fields and how what was typed in them is read (docs/product/making-the-deal.md, Payment
// calculator). Browser-safe and free of zod: the live module reads the form with it as people type, and the GET
// form's schema (payment-calculator.schema.ts) is built on it, so both refuse the same things with the same words.
import { parsePriceCents } from "#app/modules/currencies/typed-amount.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { LoanTerms } from "./amortization.ts";
import { salesTaxRateOf } from "./sales-tax-rates.ts";

/** The form's fields, as the GET form sends them to the listing page. */
export const paymentFieldNames = ["price", "down", "trade_in", "apr", "term", "region"] as const;
export type PaymentFieldName = (typeof paymentFieldNames)[number];

/** What the form sent, trimmed; a field left empty is absent. */
export type TypedPaymentFields = Partial<Record<PaymentFieldName, string>>;

/** The loan terms offered, in months: two to twenty years. */
export const loanTermMonths = [24, 36, 48, 60, 72, 84, 96, 120, 144, 180, 240] as const;
export const defaultLoanTermMonths = 120;
export const maxAprPercent = 36;

/** Each refusal, by the field it is shown beside. */
export const paymentMessages = {
  price: "payments.error.price",
  down: "payments.error.down",
  trade_in: "payments.error.tradeIn",
  apr: "payments.error.apr",
  term: "payments.error.term",
  region: "payments.error.region",
} as const satisfies Record<PaymentFieldName, MessageId>;

/** Shown beside the down payment when it and the trade-in come to more than the price. */
export const overPriceMessage = "payments.error.overPrice" satisfies MessageId;

export type LoanTermsReading =
  | { ok: true; terms: LoanTerms }
  | { ok: false; errors: Partial<Record<PaymentFieldName, MessageId>> };

/** "7.5", "7,5" or "7.5 %" → 7.5; null for anything that is not a percentage from 0 to 36 with up to 3 decimals. */
export function parseAprPercent(typed: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{0,3}))?$/.exec(typed.replace(/[\s%]/g, ""));
  if (!match) return null;
  const percent = Number(`${match[1]}.${match[2] || "0"}`);
  return percent <= maxAprPercent ? percent : null;
}

/** The terms the form describes, or the message for each field that does not read. */
export function readLoanTerms(typed: TypedPaymentFields): LoanTermsReading {
  const priceCents = typed.price === undefined ? null : parsePriceCents(typed.price);
  const downPaymentCents = typed.down === undefined ? 0 : parsePriceCents(typed.down);
  const tradeInCents = typed.trade_in === undefined ? 0 : parsePriceCents(typed.trade_in);
  const aprPercent = typed.apr === undefined ? null : parseAprPercent(typed.apr);
  const months =
    typed.term === undefined ? defaultLoanTermMonths : loanTermMonths.find((choice) => String(choice) === typed.term);
  // Absent: no sales tax (the form's first choice); a code the table does not hold is refused.
  const salesTax = typed.region === undefined ? null : salesTaxRateOf(typed.region);
  const errors: Partial<Record<PaymentFieldName, MessageId>> = {};
  if (!priceCents) errors.price = paymentMessages.price;
  if (downPaymentCents === null) errors.down = paymentMessages.down;
  else if (priceCents && tradeInCents !== null && downPaymentCents + tradeInCents > priceCents)
    errors.down = overPriceMessage;
  if (tradeInCents === null) errors.trade_in = paymentMessages.trade_in;
  if (aprPercent === null) errors.apr = paymentMessages.apr;
  if (months === undefined) errors.term = paymentMessages.term;
  if (salesTax === undefined) errors.region = paymentMessages.region;
  if (
    !priceCents ||
    downPaymentCents === null ||
    tradeInCents === null ||
    aprPercent === null ||
    months === undefined ||
    salesTax === undefined ||
    errors.down
  )
    return { ok: false, errors };
  return { ok: true, terms: { priceCents, downPaymentCents, tradeInCents, aprPercent, months, salesTax } };
}
