// The payment calculator's section of a listing page (docs/product/making-the-deal.md, Payment calculator): a GET form
// to the page itself and, once it was sent, what the loan costs. The server renders it to HTML in the loader
// (payment-calculator-section.server.tsx, beside it), so none of this is in the page's JavaScript; the live module
// (payment-calculator-live.ts) then fills the same figures in as people type, by the ids and data attributes below.
import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { inputClassName } from "#app/components/ui/labelled-field.tsx";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { formatDisclosedMonth } from "#app/modules/disclosure/disclosure-text.ts";
import type { CountryCode } from "#app/modules/geo/regions.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { regionsByName } from "#app/modules/landing-pages/regions-by-name.ts";
import type { LoanCost } from "#app/modules/payments/amortization.ts";
import {
  loanTermMonths,
  overPriceMessage,
  type PaymentFieldName,
  paymentMessages,
} from "#app/modules/payments/payment-calculator-rules.ts";
import type { PaymentCalculatorState } from "#app/modules/payments/read-payment-calculator.server.ts";
import { salesTaxRateOf, salesTaxRatesAsOf } from "#app/modules/payments/sales-tax-rates.ts";

export interface PaymentCalculatorView extends Omit<PaymentCalculatorState, "status"> {
  /** The listing page in the page's language, with the section's anchor: where the form is sent. */
  action: string;
  /** The listing's: every amount is in it. */
  currency: Currency;
}

/** The figures the section shows, in its order; each element's `data-figure` is its key, for the live module. */
const figures: readonly [keyof LoanCost, MessageId][] = [
  ["monthlyPaymentCents", "payments.result.monthlyPayment"],
  ["salesTaxCents", "payments.result.salesTax"],
  ["financedCents", "payments.result.financed"],
  ["totalInterestCents", "payments.result.totalInterest"],
  ["totalCostCents", "payments.result.totalCost"],
];

const countries: readonly CountryCode[] = ["US", "CA"];

export function PaymentCalculatorForm({ view }: { view: PaymentCalculatorView }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { values, errors, cost, currency } = view;
  // The live module's refusals, in the page's words (it has no translator of its own).
  const refusals: MessageId[] = [...Object.values(paymentMessages), overPriceMessage];
  const liveMessages = Object.fromEntries(refusals.map((id) => [id, t(id)]));
  const field = (name: PaymentFieldName, label: string, hint?: string) => ({ name, label, hint, error: errors[name] });
  const amount = (name: PaymentFieldName, label: string, hint?: string) => (
    <PaymentField {...field(name, label, hint)}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values[name]}
          className={inputClassName}
        />
      )}
    </PaymentField>
  );
  return (
    <section id="payment" aria-labelledby="payment-heading" className="scroll-mt-6">
      <h2 id="payment-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("payments.section.heading")}
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">{t("payments.section.intro")}</p>
      <form
        method="get"
        action={view.action}
        data-locale={locale}
        data-currency={currency}
        data-messages={JSON.stringify(liveMessages)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        {amount("price", t("payments.field.price"), t("payments.field.priceHint", { currency }))}
        {amount("down", t("payments.field.down"))}
        {amount("trade_in", t("payments.field.tradeIn"))}
        {amount("apr", t("payments.field.apr"), t("payments.field.aprHint"))}
        <PaymentField {...field("term", t("payments.field.term"))}>
          {(control) => (
            <select {...control} defaultValue={values.term} className={inputClassName}>
              {loanTermMonths.map((months) => (
                <option key={months} value={months}>
                  {t("payments.field.termOption", { months, years: months / 12 })}
                </option>
              ))}
            </select>
          )}
        </PaymentField>
        <PaymentField
          {...field(
            "region",
            t("payments.field.region"),
            t("payments.field.regionHint", { month: formatDisclosedMonth(salesTaxRatesAsOf, locale) }),
          )}
        >
          {(control) => (
            <select {...control} defaultValue={values.region} className={inputClassName}>
              <option value="">{t("payments.field.regionNone")}</option>
              {countries.map((country) => (
                <optgroup key={country} label={t("payments.field.regionCountry", { country })}>
                  {regionChoices(country, translator).map(({ code, label }) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </PaymentField>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClassName("secondary")}>
            {t("payments.submit")}
          </button>
        </div>
      </form>
      {/* Always there, so that a screen reader hears the figures when the live module shows or changes them. */}
      <div aria-live="polite" className="mt-6">
        <div data-payment-result hidden={!cost} className="rounded-lg border border-sand-300 bg-sand-100 p-4">
          <h3 className="text-lg font-bold text-ink">{t("payments.result.heading")}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-2">
            {figures.map(([key, label]) => {
              const isMonthly = key === "monthlyPaymentCents";
              const emphasis = isMonthly ? "text-2xl font-extrabold text-pine-700" : "font-semibold text-ink";
              return (
                <div key={key} className="contents">
                  <dt className={isMonthly ? "font-semibold text-ink" : "text-ink"}>
                    {t(label)}
                    {key === "salesTaxCents" ? (
                      <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink">
                        {t("payments.result.estimate")}
                      </span>
                    ) : null}
                  </dt>
                  <dd data-figure={key} className={`text-right tabular-nums ${emphasis}`}>
                    {cost ? formatMoney(cost[key], currency, locale) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{t("payments.result.totalCostHint")}</p>
        </div>
      </div>
    </section>
  );
}

/** A country's states or provinces with their rates ('Colorado: 2.9%'), by name in the page's language. */
function regionChoices(country: CountryCode, { t, locale }: Translator) {
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 3 });
  return regionsByName(country, { t, locale }).map(({ code, name }) => ({
    code,
    label: t("payments.field.regionOption", {
      region: name,
      rate: percent.format((salesTaxRateOf(code)?.percent ?? 0) / 100),
    }),
  }));
}

interface PaymentFieldProps {
  name: PaymentFieldName;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children(control: {
    id: string;
    name: PaymentFieldName;
    "aria-invalid": true | undefined;
    "aria-describedby": string;
  }): ReactNode;
}

/**
 * A field with its label, hint and message, as the site's fields look (LabelledField), except that the message's
 * element is always there, empty and hidden when the field reads: the live module shows a refusal in it.
 */
function PaymentField({ name, label, hint, error, children }: PaymentFieldProps) {
  const { t } = useTranslator();
  const id = `payment-${name}`;
  const describedBy = hint ? `${id}-hint ${id}-error` : `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} hidden={!error} className="mt-1 text-sm font-medium text-red-800">
        {error ? t(error as MessageId) : null}
      </p>
    </div>
  );
}
