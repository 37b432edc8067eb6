// The payment calculator's GET form as the server reads it (docs/product/making-the-deal.md, Payment calculator):
// what it takes, and each refusal, a 400 with the field's message beside the field.
import { describe, expect, it } from "vitest";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { english } from "#app/test/translator.tsx";
import { paymentCalculatorQuerySchema } from "./payment-calculator.schema.ts";
import { parseAprPercent, readLoanTerms } from "./payment-calculator-rules.ts";
import { salesTaxRateOf } from "./sales-tax-rates.ts";

const read = (query: string) =>
  readQuery(new Request(`http://localhost/listing/x?${query}`), paymentCalculatorQuerySchema);

/** Each refused field's message, in English. */
function refusals(query: string) {
  const result = read(query);
  if (result.ok) throw new Error(`${query} was taken`);
  expect(result.failure.status).toBe(400);
  return Object.fromEntries(
    Object.entries(result.failure.reply.fieldErrors ?? {}).map(([field, message]) => [field, english(message)]),
  );
}

const valid = "price=45%2C000&down=5000&trade_in=&apr=7.5&term=60&region=CO";

describe("the payment calculator's query", () => {
  it("reads amounts as the listing form's price, the APR both ways, and empty fields as absent", () => {
    const result = read(valid);
    expect(result.ok && result.data).toEqual({
      priceCents: 4_500_000,
      downPaymentCents: 500_000,
      tradeInCents: 0,
      aprPercent: 7.5,
      months: 60,
      salesTax: salesTaxRateOf("CO"),
    });
    const french = read("price=45+000%2C50+%24&apr=7%2C25+%25&term=240&region=");
    expect(french.ok && french.data).toMatchObject({ priceCents: 4_500_050, aprPercent: 7.25, salesTax: null });
    // A hand-made address without a term gets the form's default one.
    expect(read("price=1000&apr=0")).toMatchObject({ ok: true, data: { months: 120 } });
    expect(parseAprPercent("0")).toBe(0);
    expect(parseAprPercent("36")).toBe(36);
    expect(parseAprPercent("6.875")).toBe(6.875);
  });

  it("refuses each field that does not read, with its own message", () => {
    expect(refusals("down=5000")).toEqual({
      price: "Please enter the price in dollars, for example 45000 or 45,000.50.",
      apr: "Please enter the APR as a percentage from 0 to 36, for example 7.5.",
    });
    expect(refusals("price=0&down=-1&trade_in=abc&apr=36.5&term=66&region=ZZ")).toEqual({
      price: "Please enter the price in dollars, for example 45000 or 45,000.50.",
      down: "Please enter the down payment in dollars, for example 5000, or leave it empty.",
      trade_in: "Please enter the trade-in value in dollars, for example 8000, or leave it empty.",
      apr: "Please enter the APR as a percentage from 0 to 36, for example 7.5.",
      term: "Please choose a loan term from the list.",
      region: "Please choose a state or province from the list.",
    });
    expect(refusals("price=45000&apr=1e1&term=0x3C")).toEqual({
      apr: "Please enter the APR as a percentage from 0 to 36, for example 7.5.",
      term: "Please choose a loan term from the list.",
    });
    expect(refusals(`price=${"9".repeat(41)}&apr=5`)).toEqual({
      price: "Please enter the price in dollars, for example 45000 or 45,000.50.",
    });
    expect(refusals("price=45000&apr=5&region=constructor")).toEqual({
      region: "Please choose a state or province from the list.",
    });
  });

  it("refuses a down payment and trade-in worth more than the price, beside the down payment", () => {
    expect(refusals("price=45000&down=40000&trade_in=5000.01&apr=5")).toEqual({
      down: "The down payment and trade-in add up to more than the price.",
    });
    expect(refusals("price=45000&trade_in=50000&apr=5")).toEqual({
      down: "The down payment and trade-in add up to more than the price.",
    });
    expect(read("price=45000&down=40000&trade_in=5000&apr=5").ok).toBe(true);
  });

  it("is the same reading the live module makes of the form", () => {
    expect(readLoanTerms({ price: "45000", apr: "abc" })).toEqual({
      ok: false,
      errors: { apr: "payments.error.apr" },
    });
    expect(readLoanTerms({ price: "45000", apr: "5", region: "QC" })).toMatchObject({
      ok: true,
      terms: { months: 120, salesTax: { code: "QC", percent: 14.975, creditsTradeIn: true } },
    });
  });
});
