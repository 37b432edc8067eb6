// Components rendered alone in a test have no root layout above them: these give them the translator the layout
// would, with every catalog of the locale (ADR 056).
import type { ReactNode } from "react";
import { TranslatorProvider } from "#app/components/i18n/page-translator.tsx";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId, MessageValues } from "#app/modules/i18n/message-ids.ts";

/** `element` under the translator of `locale` (English by default). */
export function inLocale(element: ReactNode, locale: Locale = "en-US") {
  return <TranslatorProvider value={translatorFor(locale)}>{element}</TranslatorProvider>;
}

/** A message's English words: what a test of a reply compares the spec's text with (replies carry ids). */
export function english(id: string, values?: MessageValues): string {
  return translatorFor("en-US").t(id as MessageId, values);
}
