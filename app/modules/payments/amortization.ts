// What a loan for a camper costs (docs/product/making-the-deal.md, Payment calculator): the sales tax, the amount
// financed, the monthly payment of a fixed-rate loan repaid in equal monthly payments, and the totals. Pure and
// browser-safe: the server answers the calculator's GET form with it, the live module recomputes with it as people type.
import type { SalesTaxRate } from "./sales-tax-rates.ts";

/** What the calculator is given: amounts in cents of the listing's currency. */
export interface LoanTerms {
  priceCents: number;
  downPaymentCents: number;
  tradeInCents: number;
  /** The yearly rate, in percent: 7.5 for 7.5 %. */
  aprPercent: number;
  months: number;
  /** The buyer's state or province; null: no sales tax. */
  salesTax: SalesTaxRate | null;
}

/** What the loan costs, each figure rounded to the cent. */
export interface LoanCost {
  salesTaxCents: number;
  /** The price with its tax, less the down payment and the trade-in. */
  financedCents: number;
  monthlyPaymentCents: number;
  /** Every monthly payment together, less the amount financed. */
  totalInterestCents: number;
  /** The down payment, the trade-in and every monthly payment: the price, its tax and the interest. */
  totalCostCents: number;
}

/**
 * The standard amortization formula, M = P·r / (1 − (1 + r)^−n) with r the APR over 12, and P / n at 0 %, unrounded:
 * the totals are worked out from it, so that a loan at 0 % costs exactly its principal.
 */
export function exactMonthlyPayment(principal: number, aprPercent: number, months: number): number {
  const monthlyRate = aprPercent / 100 / 12;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function loanCost(terms: LoanTerms): LoanCost {
  const { priceCents, downPaymentCents, tradeInCents, salesTax } = terms;
  const taxedCents = salesTax?.creditsTradeIn ? priceCents - tradeInCents : priceCents;
  const salesTaxCents = Math.round((taxedCents * (salesTax?.percent ?? 0)) / 100);
  const financedCents = priceCents + salesTaxCents - downPaymentCents - tradeInCents;
  const monthly = exactMonthlyPayment(financedCents, terms.aprPercent, terms.months);
  const paymentsCents = Math.round(monthly * terms.months);
  return {
    salesTaxCents,
    financedCents,
    monthlyPaymentCents: Math.round(monthly),
    totalInterestCents: paymentsCents - financedCents,
    totalCostCents: downPaymentCents + tradeInCents + paymentsCents,
  };
}
