// @vitest-environment jsdom
// The payment calculator once its live module has taken the server's form over (docs/product/making-the-deal.md,
// Payment calculator): the figures follow what is typed, and the refusals are the server's words.
import { fireEvent } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "#app/test/translator.tsx";
import { PaymentCalculatorForm, type PaymentCalculatorView } from "./payment-calculator-form.tsx";
import { startPaymentCalculator } from "./payment-calculator-live.ts";

const empty = { price: "45000", down: "", trade_in: "", apr: "", term: "120", region: "CO" };

/** The section as a listing page shows it before anything is sent, made live. */
function liveCalculator(view: Partial<PaymentCalculatorView> = {}, locale: Locale = "en-US") {
  const root = document.createElement("div");
  const full: PaymentCalculatorView = {
    action: "/listing/x#payment",
    currency: "USD",
    values: empty,
    errors: {},
    cost: null,
    ...view,
  };
  root.innerHTML = renderToStaticMarkup(inLocale(<PaymentCalculatorForm view={full} />, locale));
  document.body.append(root);
  startPaymentCalculator(root);
  const field = (name: string) =>
    root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
  const result = () => root.querySelector<HTMLElement>("[data-payment-result]") as HTMLElement;
  const figure = (name: string) => result().querySelector(`[data-figure="${name}"]`)?.textContent?.replace(/\s/g, " ");
  const error = (name: string) => {
    const shown = root.querySelector<HTMLElement>(`#payment-${name}-error`) as HTMLElement;
    return shown.hidden ? null : shown.textContent;
  };
  const submit = () => !fireEvent.submit(root.querySelector("form") as HTMLFormElement);
  return { root, field, type, result, figure, error, submit };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the live payment calculator", () => {
  it("shows the figures as soon as the form reads, the same as the server's", () => {
    const calculator = liveCalculator();
    expect(calculator.result().hidden).toBe(true);
    calculator.type("down", "5000");
    calculator.type("trade_in", "10,000");
    expect(calculator.result().hidden).toBe(true);
    calculator.type("apr", "7.5");
    expect(calculator.result().hidden).toBe(false);
    expect(calculator.figure("monthlyPaymentCents")).toBe("US$368.15");
    expect(calculator.figure("salesTaxCents")).toBe("US$1,015");
    expect(calculator.figure("totalCostCents")).toBe("US$59,178.42");
    fireEvent.change(calculator.field("region"), { target: { value: "" } });
    expect(calculator.figure("salesTaxCents")).toBe("US$0");
    fireEvent.change(calculator.field("term"), { target: { value: "60" } });
    calculator.type("apr", "0");
    expect(calculator.figure("monthlyPaymentCents")).toBe("US$500");
    expect(calculator.figure("totalInterestCents")).toBe("US$0");
  });

  it("tells of a field that does not read in the server's words, and of nothing still empty", () => {
    const calculator = liveCalculator();
    calculator.type("apr", "6");
    calculator.type("down", "lots");
    expect(calculator.error("down")).toBe(
      "Please enter the down payment in dollars, for example 5000, or leave it empty.",
    );
    expect(calculator.field("down").getAttribute("aria-invalid")).toBe("true");
    expect(calculator.result().hidden).toBe(true);
    calculator.type("price", "");
    expect(calculator.error("price")).toBeNull();
    calculator.type("price", "45000");
    calculator.type("down", "");
    expect(calculator.error("down")).toBeNull();
    expect(calculator.field("down").hasAttribute("aria-invalid")).toBe(false);
    expect(calculator.result().hidden).toBe(false);
    calculator.type("trade_in", "50000");
    expect(calculator.error("down")).toBe("The down payment and trade-in add up to more than the price.");
    calculator.type("apr", "40");
    expect(calculator.error("apr")).toBe("Please enter the APR as a percentage from 0 to 36, for example 7.5.");
  });

  it("keeps the page where it is on Calculate when the form reads, and lets the server answer when it does not", () => {
    const calculator = liveCalculator();
    calculator.type("apr", "6");
    expect(calculator.submit()).toBe(true);
    calculator.type("apr", "");
    expect(calculator.submit()).toBe(false);
  });

  it("keeps the server's refusals until a field changes", () => {
    const calculator = liveCalculator({ values: { ...empty, apr: "x" }, errors: { apr: "payments.error.apr" } });
    expect(calculator.error("apr")).toBe("Please enter the APR as a percentage from 0 to 36, for example 7.5.");
    calculator.type("apr", "5");
    expect(calculator.error("apr")).toBeNull();
    expect(calculator.result().hidden).toBe(false);
  });

  it("writes the figures as the page's language and the listing's currency do", () => {
    const calculator = liveCalculator({ currency: "CAD", values: { ...empty, price: "65000", region: "QC" } }, "fr-CA");
    calculator.type("apr", "0");
    fireEvent.change(calculator.field("term"), { target: { value: "60" } });
    expect(calculator.figure("monthlyPaymentCents")).toBe("1 245,56 $ CA");
    calculator.type("down", "beaucoup");
    expect(calculator.error("down")).toBe(
      "Veuillez inscrire la mise de fonds en dollars, par exemple 5000, ou laissez le champ vide.",
    );
  });
});
