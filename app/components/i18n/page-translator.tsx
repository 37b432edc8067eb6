// The translator of the page being shown (ADR 056), made by the root layout from the page's locale (its
// router's basename) and the message areas its routes name, and handed to every component below it.
import { createContext, type ReactNode, use, useContext, useMemo, useState } from "react";
import { useHref, useMatches } from "react-router";
import { holdHydration } from "#app/lib/use-is-hydrated.ts";
import { type Locale, localeOfBasename } from "#app/modules/i18n/locales.ts";
import type { MessageArea, MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  createTranslator,
  type LearningTranslator,
  type Messages,
  type Translator,
} from "#app/modules/i18n/translator.ts";
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

interface PageTranslation {
  locale: Locale;
  areas: readonly string[];
  messages: Messages;
  translator: LearningTranslator;
}

/**
 * Each page translator made, by the messages it was made from: the server hands the same messages object to every
 * page naming the same areas (catalogs.server.ts), so a page's translator is made once, not per request.
 */
const translators = new WeakMap<Messages, LearningTranslator>();

function translatorOf(locale: Locale, messages: Messages): LearningTranslator {
  const known = translators.get(messages);
  if (known?.locale === locale) return known;
  const made = createTranslator({ locale, messages });
  translators.set(messages, made);
  return made;
}

function usePageTranslation(source: MessagesSource): PageTranslation {
  const locale = usePageLocale();
  const areas = usePageAreas();
  const read = source.read(locale, areas);

  // A page naming an area the browser has not fetched yet waits for it (a navigation keeps the last page shown).
  const messages: Messages = read instanceof Promise ? use(read) : read;
  const areasKey = areas.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the locale and the areas
  return useMemo(
    () => ({ locale, areas: areasKey.split(","), messages, translator: translatorOf(locale, messages) }),
    [locale, areasKey],
  );
}

/** The server's translator for one render: it notes each message the page says, for the page's script. */
function useRecordingTranslator(translator: Translator): { translator: Translator; used: Set<string> } {
  return useMemo(() => {
    const used = new Set<string>();
    const t = (id: MessageId, values?: Parameters<Translator["t"]>[1]) => {
      used.add(id);
      return translator.t(id, values);
    };
    return { translator: { locale: translator.locale, t }, used };
  }, [translator]);
}

/**
 * In the browser, the first page's whole catalogs: the page counts as hydrated once they have arrived and the
 * translator has learned them, so that its JavaScript-only controls (which say more than its server render did) find
 * their words. What the page said before is what the server said, from the messages it came with.
 */
function useWholePageMessages(source: MessagesSource, translator: LearningTranslator): void {
  useState(() => {
    const coming = source.wholePage?.();
    if (!coming) return;
    const release = holdHydration();
    // A catalog that cannot be fetched (offline) leaves the page with the words it came with.
    void coming
      .then(
        (messages) => translator.learn(messages),
        () => undefined,
      )
      .finally(release);
  });
}

/**
 * Gives the page's translator to `children`, and renders after them the page's messages for the browser: on the
 * server, those the page said (ADR 079); in the browser, what the server put there, untouched.
 */
export function PageTranslation({
  children,
  nonce,
}: {
  children: (translator: Translator) => ReactNode;
  nonce?: string;
}) {
  const source = useContext(MessagesSourceContext) ?? (isBrowser ? browserMessagesSource() : noMessages);
  const page = usePageTranslation(source);
  const recording = useRecordingTranslator(page.translator);
  useWholePageMessages(source, page.translator);
  const shown = isBrowser ? page.translator : recording.translator;
  return (
    <TranslatorContext value={shown}>
      {children(shown)}
      <PageMessagesScript page={page} used={recording.used} nonce={nonce} />
    </TranslatorContext>
  );
}

/** The script element's text the page came with (the browser renders it again as it is). */
let servedPageMessagesJson: string | undefined;

/**
 * The page's messages for the browser. Rendered after the page's content, so on the server every message the page
 * said has been noted by then.
 */
function PageMessagesScript({ page, used, nonce }: { page: PageTranslation; used: Set<string>; nonce?: string }) {
  let json: string;
  if (isBrowser) {
    servedPageMessagesJson ??= document.getElementById(pageMessagesElementId)?.textContent ?? "";
    json = servedPageMessagesJson;
  } else {
    const messages: Messages = {};
    for (const id of used) {
      const message = page.messages[id];
      if (message !== undefined) messages[id] = message;
    }
    const pageMessages: PageMessages = { locale: page.locale, areas: page.areas, messages };
    json = JSON.stringify(pageMessages).replace(/</g, "\\u003c");
  }
  return (
    <script
      id={pageMessagesElementId}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own catalogs, its "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
