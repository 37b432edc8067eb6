// The calculator's figures against the standard amortization formula (docs/product/making-the-deal.md, Payment
// calculator): monthly payments lenders publish, 0 % loans, and the tax and totals around them.
import { describe, expect, it } from "vitest";
import { exactMonthlyPayment, type LoanTerms, loanCost } from "./amortization.ts";
import { salesTaxRateOf } from "./sales-tax-rates.ts";

/** M = P·r / (1 − (1 + r)^−n), r = APR / 12, written out again here as a lender's table states it. */
function standardPayment(principal: number, aprPercent: number, months: number): number {
  const r = aprPercent / 1200;
  return r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
}

const terms = (overrides: Partial<LoanTerms>): LoanTerms => ({
  priceCents: 1_000_000,
  downPaymentCents: 0,
  tradeInCents: 0,
  aprPercent: 6,
  months: 60,
  salesTax: null,
  ...overrides,
});

describe("the monthly payment", () => {
  it.each([
    // principal in cents, APR, months, the payment in cents: loan tables' figures, then two worked out apart
    [1_000_000, 6, 60, 19_333],
    [2_000_000, 5, 48, 46_059],
    [3_000_000, 4, 60, 55_250],
    [20_000_000, 6, 360, 119_910],
    [4_500_000, 7.49, 120, 53_392],
    [6_000_000, 36, 240, 180_150],
  ])("repays %i cents at an APR of %f over %i months with %i cents a month", (principal, apr, months, cents) => {
    expect(Math.round(standardPayment(principal, apr, months))).toBe(cents);
    expect(exactMonthlyPayment(principal, apr, months)).toBeCloseTo(standardPayment(principal, apr, months), 6);
    const cost = loanCost(terms({ priceCents: principal, aprPercent: apr, months }));
    expect(cost.monthlyPaymentCents).toBe(cents);
    expect(cost.financedCents).toBe(principal);
    expect(cost.totalInterestCents).toBe(Math.round(standardPayment(principal, apr, months) * months) - principal);
  });

  it("divides the principal evenly at 0 %, and a 0 % loan costs exactly its principal", () => {
    expect(loanCost(terms({ priceCents: 1_200_000, aprPercent: 0, months: 24 }))).toEqual({
      salesTaxCents: 0,
      financedCents: 1_200_000,
      monthlyPaymentCents: 50_000,
      totalInterestCents: 0,
      totalCostCents: 1_200_000,
    });
    // $10,000 over 36 months: $277.78 a month, rounded; the total is the principal, not 36 × $277.78.
    const uneven = loanCost(terms({ priceCents: 1_000_000, aprPercent: 0, months: 36 }));
    expect(uneven.monthlyPaymentCents).toBe(27_778);
    expect(uneven.totalInterestCents).toBe(0);
    expect(uneven.totalCostCents).toBe(1_000_000);
  });

  it("costs nothing a month when the down payment and trade-in cover the price", () => {
    const cost = loanCost(terms({ priceCents: 1_000_000, downPaymentCents: 600_000, tradeInCents: 400_000 }));
    expect(cost).toMatchObject({ financedCents: 0, monthlyPaymentCents: 0, totalInterestCents: 0 });
    expect(cost.totalCostCents).toBe(1_000_000);
  });
});

describe("the sales tax and the totals", () => {
  it("taxes the price less the trade-in where the state credits it, and finances the rest", () => {
    // Colorado, 2.9 %: $45,000 less a $10,000 trade-in is taxed, $1,015; $5,000 down.
    const cost = loanCost(
      terms({
        priceCents: 4_500_000,
        downPaymentCents: 500_000,
        tradeInCents: 1_000_000,
        aprPercent: 7.5,
        months: 120,
        salesTax: salesTaxRateOf("CO") ?? null,
      }),
    );
    expect(cost.salesTaxCents).toBe(101_500);
    expect(cost.financedCents).toBe(4_500_000 + 101_500 - 500_000 - 1_000_000);
    expect(cost.monthlyPaymentCents).toBe(Math.round(standardPayment(3_101_500, 7.5, 120)));
    const payments = Math.round(standardPayment(3_101_500, 7.5, 120) * 120);
    expect(cost.totalInterestCents).toBe(payments - 3_101_500);
    // Everything paid: the down payment, the trade-in and every payment, i.e. the price, its tax and the interest.
    expect(cost.totalCostCents).toBe(500_000 + 1_000_000 + payments);
    expect(cost.totalCostCents).toBe(4_500_000 + 101_500 + cost.totalInterestCents);
  });

  it("taxes the whole price where a trade-in lowers nothing, and in Québec at GST and QST together", () => {
    const withTradeIn = { priceCents: 4_500_000, tradeInCents: 1_000_000 };
    expect(loanCost(terms({ ...withTradeIn, salesTax: salesTaxRateOf("CA") ?? null })).salesTaxCents).toBe(326_250);
    expect(loanCost(terms({ ...withTradeIn, salesTax: salesTaxRateOf("QC") ?? null })).salesTaxCents).toBe(524_125);
    expect(loanCost(terms({ ...withTradeIn, salesTax: salesTaxRateOf("OR") ?? null })).salesTaxCents).toBe(0);
    expect(loanCost(terms(withTradeIn)).salesTaxCents).toBe(0);
  });
});
