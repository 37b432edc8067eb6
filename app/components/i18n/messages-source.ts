// Where a page's messages come from (ADRs 056, 079): on the server, every catalog, handed to the render by
// entry.server.tsx; in the browser, the messages the server's render of the page used, carried in the page, while
// the whole catalogs of its areas are fetched; then each further area's catalog fetched once, when a page that names
// it is first shown (their loaders from catalog-loaders.ts, a file of its own).
import { createContext } from "react";
import { catalogFileOf, messagesOfArea } from "#app/modules/i18n/catalog-files.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Messages } from "#app/modules/i18n/translator.ts";

export interface MessagesSource {
  /** The messages of `areas` in `locale`: at once when known, else once fetched. */
  read(locale: Locale, areas: readonly string[]): Messages | Promise<Messages>;
  /**
   * In the browser, while the first page shows only the messages its server render used: its areas' whole messages,
   * once fetched. Null when nothing is to come.
   */
  wholePage?(): Promise<Messages> | null;
}

export const MessagesSourceContext = createContext<MessagesSource | null>(null);

/** The id of the script element that carries a page's messages from the server to the browser. */
export const pageMessagesElementId = "page-messages";

/**
 * What that element holds: the page's locale, the message areas it names, and the messages its server render used
 * (under their ids). Those are enough to hydrate the page; what it says only later (a JavaScript-only control, an
 * error) is in its areas' catalogs, fetched meanwhile (ADR 079).
 */
export interface PageMessages {
  locale: Locale;
  areas: readonly string[];
  messages: Messages;
}

let loadingCatalogLoaders: Promise<typeof import("./catalog-loaders.ts")["catalogLoaders"]> | undefined;
const loadCatalogLoaders = () => {
  loadingCatalogLoaders ??= import("./catalog-loaders.ts").then((module) => module.catalogLoaders);
  loadingCatalogLoaders.catch(() => (loadingCatalogLoaders = undefined));
  return loadingCatalogLoaders;
};

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** The browser's messages: those the page came with, and the areas fetched since. */
function createBrowserMessagesSource(): MessagesSource {
  const known = new Map<string, Messages>();
  const fetching = new Map<string, Promise<void>>();
  const keyOf = (locale: Locale, area: string) => `${locale}/${area}`;
  let pageRead = false;
  /** The first page, until its areas' catalogs have arrived (or failed to). */
  let firstPage: (PageMessages & { whole: Promise<Messages> }) | null = null;

  const readPageMessages = () => {
    pageRead = true;
    const element = document.getElementById(pageMessagesElementId);
    if (!element?.textContent) return;
    const page = JSON.parse(element.textContent) as PageMessages;
    const whole = Promise.all(page.areas.map((area) => fetchArea(page.locale, area))).then(() =>
      merged(page.locale, page.areas),
    );
    firstPage = { ...page, whole };
    void whole.catch(() => undefined).finally(() => (firstPage = null));
  };

  const fetchArea = (locale: Locale, area: string): Promise<void> => {
    const key = keyOf(locale, area);
    let started = fetching.get(key);
    if (!started) {
      started = loadCatalogLoaders()
        .then((catalogLoaders) => {
          const loader = Object.entries(catalogLoaders).find(([path]) => {
            const file = catalogFileOf(path);
            return file?.locale === locale && file.area === area;
          })?.[1];
          return loader ? loader() : {};
        })
        .then((catalog) => {
          known.set(key, messagesOfArea(area, catalog));
        });
      started.catch(() => fetching.delete(key));
      fetching.set(key, started);
    }
    return started;
  };

  const merged = (locale: Locale, areas: readonly string[]): Messages =>
    Object.assign({}, ...areas.map((area) => known.get(keyOf(locale, area))));

  const settled = new Map<string, Tracked<Messages>>();
  return {
    read(locale, areas) {
      if (!pageRead) readPageMessages();
      const missing = areas.filter((area) => !known.has(keyOf(locale, area)));
      if (missing.length === 0) return merged(locale, areas);
      // The first page's own render: the messages the server's used, so that it hydrates without waiting.
      const page = firstPage;
      if (page?.locale === locale && areas.every((area) => page.areas.includes(area))) return page.messages;
      const key = `${locale}:${areas.join(",")}`;
      let promise = settled.get(key);
      if (!promise) {
        const tracked: Tracked<Messages> = Promise.all(missing.map((area) => fetchArea(locale, area))).then(() => {
          const value = merged(locale, areas);
          Object.assign(tracked, { status: "fulfilled", value });
          settled.delete(key);
          return value;
        });
        tracked.catch(() => settled.delete(key));
        promise = tracked;
        settled.set(key, promise);
      }
      return promise;
    },
    wholePage() {
      if (!pageRead) readPageMessages();
      return firstPage?.whole ?? null;
    },
  };
}

let browserSource: MessagesSource | undefined;

/** The browser's one source, made on first use. */
export function browserMessagesSource(): MessagesSource {
  browserSource ??= createBrowserMessagesSource();
  return browserSource;
}
