// Every catalog of every locale, loaded once by the server (ADR 056): loaders, actions, e-mails, social images
// and the page render read their words from here; a page sends the browser only its own areas' messages.
import { messagesOfArea } from "./catalog-files.ts";
import { catalogsByArea } from "./catalog-index.server.ts";
import { compiledCatalog } from "./compiled-catalog.server.ts";
import { type Locale, locales } from "./locales.ts";
import { createTranslator, type Messages, type Translator } from "./translator.ts";

/** Each locale's messages by area. */
const areasByLocale = new Map<Locale, Map<string, Messages>>(locales.map((locale) => [locale, new Map()]));
for (const [area, byLocale] of Object.entries(catalogsByArea)) {
  for (const locale of locales)
    areasByLocale.get(locale)?.set(area, messagesOfArea(area, compiledCatalog(byLocale[locale])));
}

/** Every area that has a catalog, in the default locale. */
export function messageAreas(): string[] {
  return [...(areasByLocale.get("en-US")?.keys() ?? [])];
}

/** Each set of areas a page asked for, merged once: the same object for every page that names them. */
const merged = new Map<string, Messages>();

/** The messages of `areas` in `locale` (every area when none is named). */
export function messagesOf(locale: Locale, areas: readonly string[] = messageAreas()): Messages {
  const key = `${locale}:${areas.join(",")}`;
  let messages = merged.get(key);
  if (!messages) {
    const byArea = areasByLocale.get(locale);
    messages = Object.assign({}, ...areas.map((area) => byArea?.get(area) ?? {})) as Messages;
    // Pages name a few dozen sets of areas at most; anything else is not kept.
    if (merged.size < 200) merged.set(key, messages);
  }
  return messages;
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

/**
 * For tests: serves `locale` with `catalogOf(area)` instead of its catalogs until the returned function puts them back
 * (the pseudo-locale run, app/routes/pseudo-locale.test.ts, shows the French pages in recognisable English). A module
 * mock cannot do it: Vitest's workers keep modules from one test file to the next (vitest.config.ts, `isolate`).
 */
export function replaceCatalogs(locale: Locale, catalogOf: (area: string) => Messages): () => void {
  const byArea = areasByLocale.get(locale) ?? new Map<string, Messages>();
  const own = new Map(byArea);
  const forgetMerged = () => {
    for (const key of merged.keys()) if (key.startsWith(`${locale}:`)) merged.delete(key);
    translators.delete(locale);
  };
  for (const area of own.keys()) byArea.set(area, messagesOfArea(area, catalogOf(area)));
  forgetMerged();
  return () => {
    for (const [area, messages] of own) byArea.set(area, messages);
    forgetMerged();
  };
}
