import { translatorFor } from "./catalogs.server.ts";
import { type Locale, localeOfPath } from "./locales.ts";
import type { Translator } from "./translator.ts";

/** The locale of the page a request is for (or came from): its path's. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * The translator for what a loader or action writes itself in the request's language: a page's title and
 * description for `meta`, a message with values (ADR 056). A message without values travels as its id instead, and
 * the component that shows it translates it.
 */
export function requestTranslator(request: Request): Translator {
  return translatorFor(localeOfRequest(request));
}
