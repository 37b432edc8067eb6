// The payment calculator, live (docs/product/making-the-deal.md, Payment calculator; ADR 070): fetched by the
// listing page when the section comes near the screen or is used, it takes over the form the server rendered
// (payment-calculator-form.tsx) and shows the figures as people type, read and worked out by the same rules as the
// server's. No React, nothing but the rules and the DOM: with the slot's few lines that fetch it, this is all the
// JavaScript the calculator adds to a page.
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { loanCost } from "#app/modules/payments/amortization.ts";
import {
  overPriceMessage,
  type PaymentFieldName,
  paymentFieldNames,
  readLoanTerms,
  type TypedPaymentFields,
} from "#app/modules/payments/payment-calculator-rules.ts";

/**
 * Makes the calculator inside `root` live. Listens on `root` itself, which the page keeps while the markup inside may
 * be rendered again; the listeners go with it.
 */
export function startPaymentCalculator(root: HTMLElement): void {
  const onInput = () => show(root, { saysWhy: true });
  root.addEventListener("input", onInput);
  root.addEventListener("change", onInput);
  // Sent while it reads, the form has nothing to add to what is shown; otherwise the server says what is wrong.
  root.addEventListener("submit", (event) => {
    if (show(root, { saysWhy: true })) event.preventDefault();
  });
  // What was typed before this module arrived; the server's refusals, if any, stay until a field changes.
  show(root, { saysWhy: false });
}

/**
 * Shows the figures of what the form holds now, or hides them; and the refusal of each field that holds something
 * that does not read (an empty field is still to be filled in, not wrong). True when the figures are shown.
 */
function show(root: HTMLElement, { saysWhy }: { saysWhy: boolean }): boolean {
  const form = root.querySelector("form");
  const result = root.querySelector<HTMLElement>("[data-payment-result]");
  if (!form || !result) return false;
  const { locale, currency, messages = "{}" } = form.dataset;
  const typed: TypedPaymentFields = {};
  for (const [name, value] of new FormData(form)) {
    // As the server reads a query: spaces around a value are no part of it, and an empty field is absent.
    if (typeof value === "string" && value.trim() !== "") typed[name as PaymentFieldName] = value.trim();
  }
  const reading = readLoanTerms(typed);
  if (saysWhy) {
    const words: Record<string, string> = JSON.parse(messages);
    for (const name of paymentFieldNames) {
      const refusal = reading.ok ? undefined : reading.errors[name];
      const message = refusal && (typed[name] !== undefined || refusal === overPriceMessage) ? refusal : "";
      const control = form.elements.namedItem(name);
      const shown = root.querySelector<HTMLElement>(`#payment-${name}-error`);
      if (!(control instanceof HTMLElement) || !shown) continue;
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      shown.textContent = words[message] ?? message;
      shown.hidden = !message;
    }
  }
  result.hidden = !reading.ok;
  if (!reading.ok) return false;
  const cost = loanCost(reading.terms);
  for (const figure of result.querySelectorAll<HTMLElement>("[data-figure]")) {
    const cents = cost[figure.dataset.figure as keyof typeof cost];
    figure.textContent = formatMoney(cents, currency as Currency, locale as Locale);
  }
  return true;
}
