// Where a page's messages come from (ADR 056): on the server, every catalog, handed to the render by
// entry.server.tsx; in the browser, the messages the server put in the page, then each further area's catalog
// fetched once, when a page that names it is first shown (its loader from catalog-loaders.ts, fetched on its own).
import type { Messages } from "@lingui/core";
import { createContext } from "react";
import { catalogFileOf, messagesOfArea } from "#app/modules/i18n/catalog-files.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

export interface MessagesSource {
  /** The messages of `areas` in `locale`: at once when known, else once fetched. */
  read(locale: Locale, areas: readonly string[]): Messages | Promise<Messages>;
}

export const MessagesSourceContext = createContext<MessagesSource | null>(null);

/** The id of the script element that carries a page's messages from the server to the browser. */
export const pageMessagesElementId = "page-messages";

/** What that element holds: the page's locale and each of its areas' messages (under their ids). */
export interface PageMessages {
  locale: Locale;
  areas: Record<string, Messages>;
}

let loadingCatalogLoaders: Promise<typeof import("./catalog-loaders.ts")["catalogLoaders"]> | undefined;
const loadCatalogLoaders = () => {
  loadingCatalogLoaders ??= import("./catalog-loaders.ts").then((module) => module.catalogLoaders);
  loadingCatalogLoaders.catch(() => (loadingCatalogLoaders = undefined));
  return loadingCatalogLoaders;
};

/** How long after the page's first render the catalogs' loaders are fetched: after hydration and the islands. */
const catalogLoadersDelayMs = 2000;

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** The browser's messages: those the page came with, and the areas fetched since. */
function createBrowserMessagesSource(): MessagesSource {
  const known = new Map<string, Messages>();
  const fetching = new Map<string, Promise<void>>();
  const keyOf = (locale: Locale, area: string) => `${locale}/${area}`;
  let pageRead = false;

  const readPageMessages = () => {
    pageRead = true;
    // Fetched while the visitor reads, so that the next page's new areas wait for one file, not two.
    setTimeout(() => void loadCatalogLoaders().catch(() => undefined), catalogLoadersDelayMs);
    const element = document.getElementById(pageMessagesElementId);
    if (!element?.textContent) return;
    const page = JSON.parse(element.textContent) as PageMessages;
    for (const [area, messages] of Object.entries(page.areas)) known.set(keyOf(page.locale, area), messages);
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
  };
}

let browserSource: MessagesSource | undefined;

/** The browser's one source, made on first use. */
export function browserMessagesSource(): MessagesSource {
  browserSource ??= createBrowserMessagesSource();
  return browserSource;
}
