// The translator of the page being shown (ADR 056), made by the root layout from the page's locale (its
// router's basename) and the message areas its routes name, and handed to every component below it.
import type { Messages } from "@lingui/core";
import { createContext, type ReactNode, use, useContext, useMemo } from "react";
import { useHref, useMatches } from "react-router";
import { areaOfMessage } from "#app/modules/i18n/catalog-files.ts";
import { type Locale, localeOfBasename } from "#app/modules/i18n/locales.ts";
import type { MessageArea } from "#app/modules/i18n/message-ids.ts";
import { createTranslator, type Translator } from "#app/modules/i18n/translator.ts";
import {
  browserMessagesSource,
  type MessagesSource,
  MessagesSourceContext,
  type PageMessages,
  pageMessagesElementId,
} from "./messages-source.ts";

/** What a route module's `handle` may say: the message areas its screen uses, besides the site shell's. */
export interface MessagesHandle {
  messages?: readonly MessageArea[];
}

const isBrowser = typeof document !== "undefined";
/**
 * A server render without the catalogs (entry.server.tsx always gives them; the budget check, which renders only
 * a page's head, does not): every area reads empty.
 */
const noMessages: MessagesSource = { read: () => ({}) };

/** The areas every page uses: the header and the footer. */
const shellAreas: readonly MessageArea[] = ["site-shell"];

const TranslatorContext = createContext<Translator | null>(null);

/** Gives `children` a translator: the root layout's page translator, or a test's (app/test/translator.tsx). */
export const TranslatorProvider = TranslatorContext.Provider;

/** The current page's translator. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslator: no page translator above this component (app/root.tsx gives it)");
  return translator;
}

/** The page's locale: French under /fr (localeBasenames), English elsewhere. */
export function usePageLocale(): Locale {
  return localeOfBasename(useHref("/"));
}

/** The message areas of the routes on screen, the shell's first, each once. */
function usePageAreas(): string[] {
  const matches = useMatches();
  const named = matches.flatMap((match) => (match.handle as MessagesHandle | undefined)?.messages ?? []);
  return [...new Set([...shellAreas, ...named])];
}

export interface PageTranslation {
  translator: Translator;
  /** What the page's script element carries to the browser: its messages by area, as escaped JSON. */
  pageMessagesJson: string;
}

/**
 * Each page translation made, by the messages it was made from: the server hands the same messages object to every
 * page naming the same areas (catalogs.server.ts), so a page's translator and script are made once, not per request.
 */
const translations = new WeakMap<Messages, PageTranslation>();

function pageTranslationOf(locale: Locale, areas: readonly string[], messages: Messages): PageTranslation {
  const known = translations.get(messages);
  if (known?.translator.locale === locale) return known;
  const byArea: Record<string, Messages> = {};
  for (const area of areas) byArea[area] = {};
  for (const [id, message] of Object.entries(messages)) {
    const area = byArea[areaOfMessage(id)];
    if (area) area[id] = message;
  }
  const pageMessages: PageMessages = { locale, areas: byArea };
  const made = {
    translator: createTranslator({ locale, messages }),
    pageMessagesJson: JSON.stringify(pageMessages).replace(/</g, "\\u003c"),
  };
  translations.set(messages, made);
  return made;
}

function usePageTranslation(): PageTranslation {
  const locale = usePageLocale();
  const areas = usePageAreas();
  const source = useContext(MessagesSourceContext) ?? (isBrowser ? browserMessagesSource() : noMessages);
  const read = source.read(locale, areas);

  // A page naming an area the browser has not fetched yet waits for it (a navigation keeps the last page shown).
  const messages: Messages = read instanceof Promise ? use(read) : read;
  const areasKey = areas.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the locale and the areas
  return useMemo(() => pageTranslationOf(locale, areasKey.split(","), messages), [locale, areasKey]);
}

/** Gives the page's translator to `children`, and renders the page's messages for the browser after them. */
export function PageTranslation({
  children,
  nonce,
}: {
  children: (translator: Translator) => ReactNode;
  nonce?: string;
}) {
  const { translator, pageMessagesJson } = usePageTranslation();
  return (
    <TranslatorContext value={translator}>
      {children(translator)}
      <script
        id={pageMessagesElementId}
        type="application/json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own catalogs, its "<" escaped
        dangerouslySetInnerHTML={{ __html: pageMessagesJson }}
      />
    </TranslatorContext>
  );
}
