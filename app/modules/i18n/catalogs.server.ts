// Every catalog of every locale, loaded once by the server (ADR 056): loaders, actions, e-mails, social images
// and the page render read their words from here; a page sends the browser only its own areas' messages.
import type { Messages } from "@lingui/core";
import { messagesOfArea } from "./catalog-files.ts";
import { catalogsByArea } from "./catalog-index.server.ts";
import { type Locale, locales } from "./locales.ts";
import { createTranslator, type Translator } from "./translator.ts";

/** Each locale's messages by area. */
const areasByLocale = new Map<Locale, Map<string, Messages>>(locales.map((locale) => [locale, new Map()]));
for (const [area, byLocale] of Object.entries(catalogsByArea)) {
  for (const locale of locales) areasByLocale.get(locale)?.set(area, messagesOfArea(area, byLocale[locale]));
}

/** Every area that has a catalog, in the default locale. */
export function messageAreas(): string[] {
  return [...(areasByLocale.get("en-US")?.keys() ?? [])];
}

/** The messages of `areas` in `locale` (every area when none is named). */
export function messagesOf(locale: Locale, areas: readonly string[] = messageAreas()): Messages {
  const byArea = areasByLocale.get(locale);
  return Object.assign({}, ...areas.map((area) => byArea?.get(area) ?? {}));
}

const translators = new Map<Locale, Translator>();

/** The server's translator for `locale`, with every message: made once per locale. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({ locale, messages: messagesOf(locale) });
    translators.set(locale, translator);
  }
  return translator;
}
