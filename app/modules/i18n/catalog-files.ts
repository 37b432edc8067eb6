// Where the message catalogs live and how their messages are named (ADR 056): each area of app/modules keeps its
// own, `app/modules/<area>/messages/<locale>.json`, a flat object of ICU messages by key; a message's id is its
// area and its key, `site-shell.nav.listings`. Browser-safe: the server loads every catalog, a page only its areas'.
import { isLocale, type Locale } from "./locales.ts";

const catalogPath = /\/app\/modules\/([^/]+)\/messages\/([^/]+)\.json$/;

/** The area and locale of a catalog file's path, or null for a path that is none. */
export function catalogFileOf(path: string): { area: string; locale: Locale } | null {
  const match = catalogPath.exec(path);
  if (!match?.[1] || !isLocale(match[2])) return null;
  return { area: match[1], locale: match[2] };
}

/** A catalog's messages under their ids (its area, a dot, the key). */
export function messagesOfArea<Message>(area: string, catalog: Record<string, Message>): Record<string, Message> {
  const messages: Record<string, Message> = {};
  for (const [key, message] of Object.entries(catalog)) messages[`${area}.${key}`] = message;
  return messages;
}
