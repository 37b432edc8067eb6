// The payment calculator's section of a listing page, rendered to HTML by the loader (ADR 070): the page carries its
// markup as data and none of its code, and the live module (payment-calculator-live.ts) takes the form over from it.
import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorProvider } from "#app/components/i18n/page-translator.tsx";
import { LruCache } from "#app/lib/lru-cache.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import {
  type ReadPaymentCalculatorOptions,
  readPaymentCalculator,
} from "#app/modules/payments/read-payment-calculator.server.ts";
import { PaymentCalculatorForm } from "./payment-calculator-form.tsx";

export interface PaymentCalculatorSectionOptions extends ReadPaymentCalculatorOptions {
  listing: ReadPaymentCalculatorOptions["listing"] & { id: string; currency: Currency };
  /** The page's. */
  translator: Translator;
}

/**
 * The section before its form is sent is the same for every visitor of a listing in a language: rendered once and
 * remembered, since a listing page's view otherwise costs little (ADR 022). About 10 KB each (20 in French); the
 * listings viewed last stay.
 */
const unsentSections = new LruCache<string, string>({ maxEntries: 500 });

/** The section's markup and the page's status (400 when a field of the form does not read); null when sold. */
export function paymentCalculatorSection({
  request,
  listing,
  translator,
}: PaymentCalculatorSectionOptions): { html: string; status: number } | null {
  const state = readPaymentCalculator({ request, listing });
  if (!state) return null;
  const isUnsent = !state.cost && Object.keys(state.errors).length === 0;
  const key = [translator.locale, listing.id, listing.askingPriceCents, listing.currency, listing.regionCode].join(" ");
  const remembered = isUnsent ? unsentSections.get(key) : undefined;
  if (remembered) return { html: remembered, status: state.status };
  const view = {
    ...state,
    // The canonical address in the page's language, with the section's anchor.
    action: `${pathInLocale(`/listing/${listing.id}`, translator.locale)}#payment`,
    currency: listing.currency,
  };
  const html = renderToStaticMarkup(
    <TranslatorProvider value={translator}>
      <PaymentCalculatorForm view={view} />
    </TranslatorProvider>,
  );
  if (isUnsent) unsentSections.set(key, html, Number.POSITIVE_INFINITY);
  return { html, status: state.status };
}
