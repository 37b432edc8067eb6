import type { ServerBuild } from "react-router";
import { type Locale, localeBasenames, locales } from "./locales.ts";

/**
 * The app's build once per locale, each under its locale's basename (ADR 056): React Router then serves
 * `/fr/listings` with the same routes as `/listings`, and every link, form and redirect a French page makes stays
 * under `/fr` without any route knowing it.
 */
export function localeBuilds(build: ServerBuild): Map<Locale, ServerBuild> {
  return new Map(locales.map((locale) => [locale, { ...build, basename: localeBasenames[locale] }]));
}
