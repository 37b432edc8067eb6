import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { z } from "zod";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { recallPages, rememberPages } from "./remembered-pages.ts";

export type InfinitePagesState = "idle" | "loading" | "failed";

export interface InfinitePagesOptions<Item> {
  /**
   * Which list this is (the search it shows): a page is added only to the list it was asked for, and a new
   * list starts over, so a page of an older search arriving late never mixes into a newer one.
   */
  listKey: string;
  /** The first page's items and cursor, rendered on the server; a new first page starts over. */
  firstItems: Item[];
  firstCursor: string | null;
  /** The JSON page after `cursor`: its items and the next cursor (null after a short page). */
  fetchPage(cursor: string, signal: AbortSignal): Promise<{ items: Item[]; nextCursor: string | null }>;
}

export interface InfinitePages<Item> {
  items: Item[];
  nextCursor: string | null;
  state: InfinitePagesState;
  loadMore(): Promise<void>;
  retry(): void;
  /** Put on the element after the grid: the next page loads when it comes within 200 px. */
  sentinel: RefObject<HTMLDivElement | null>;
}

interface ShownList<Item> {
  listKey: string;
  /** The first page's ids: which list this is, whatever the identity of the loader data carrying it. */
  firstIds: string;
  firstItems: Item[];
  items: Item[];
  nextCursor: string | null;
  state: InfinitePagesState;
}

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id).join(" ");

function startOf<Item extends { id: string }>(
  listKey: string,
  firstItems: Item[],
  firstCursor: string | null,
): ShownList<Item> {
  return {
    listKey,
    firstIds: idsOf(firstItems),
    firstItems,
    items: firstItems,
    nextCursor: firstCursor,
    state: "idle",
  };
}

/**
 * Infinite scroll over keyset pages (200 px before the end, docs/product/browse-and-search.md), shared by
 * the listing and builder grids: a failed page waits for Retry, items already shown are never repeated, and
 * Back to the list shows the pages it had loaded, so the browser puts the visitor back at the same card.
 */
export function useInfinitePages<Item extends { id: string }>({
  listKey,
  firstItems,
  firstCursor,
  fetchPage,
}: InfinitePagesOptions<Item>): InfinitePages<Item> {
  const { key: historyEntry } = useLocation();
  // Hydration renders what the server sent; a list mounted later (Back, in-page navigation) may recall more.
  const mountsAfterHydration = useIsHydrated();
  const [stored, setShown] = useState(() => {
    const recalled = mountsAfterHydration ? recallPages(historyEntry, listKey, firstItems) : null;
    return recalled
      ? {
          ...startOf(listKey, firstItems, recalled.nextCursor),
          items: [...firstItems, ...recalled.items.slice(firstItems.length)],
        }
      : startOf(listKey, firstItems, firstCursor);
  });
  // A new search starts over in this very render, so nothing (an effect, the sentinel) ever sees the old
  // search's cursor beside the new search's address. The same first page loaded again (a revalidation) is the same
  // list: its pages stay, with the first page's items as they are now.
  const firstIds = idsOf(firstItems);
  const isNewList = stored.listKey !== listKey || stored.firstIds !== firstIds;
  const shown = isNewList
    ? startOf(listKey, firstItems, firstCursor)
    : stored.firstItems === firstItems
      ? stored
      : { ...stored, firstItems, items: [...firstItems, ...stored.items.slice(firstItems.length)] };
  if (shown !== stored) setShown(shown);
  const sentinel = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  // A new list (or leaving the page): the old list's page request is no longer wanted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is what ends the request.
  useEffect(() => () => inFlight.current?.abort(), [listKey, firstIds]);

  const { nextCursor, state } = shown;
  const loadMore = useCallback(async () => {
    if (!nextCursor || state === "loading") return;
    const belongs = (list: ShownList<Item>) => list.listKey === listKey && list.firstIds === firstIds;
    const request = new AbortController();
    inFlight.current = request;
    setShown((list) => (belongs(list) ? { ...list, state: "loading" } : list));
    try {
      const page = await fetchPage(nextCursor, request.signal);
      setShown((list) =>
        belongs(list)
          ? {
              ...list,
              items: [...list.items, ...page.items.filter((item) => !list.items.some((seen) => seen.id === item.id))],
              nextCursor: page.nextCursor,
              state: "idle",
            }
          : list,
      );
    } catch {
      if (!request.signal.aborted) setShown((list) => (belongs(list) ? { ...list, state: "failed" } : list));
    }
  }, [fetchPage, nextCursor, state, listKey, firstIds]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !nextCursor || state !== "idle") return;
    // The zone reaches a screen above the viewport: a jump to the end of the page (End, a scroll to the bottom) on
    // a phone, whose footer can be taller than the screen, carries the end of the list just past the viewport
    // without it ever crossing it. One already passed further when the observer starts counts as well.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0) && loadMore(),
      { rootMargin: "100% 0px 200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, nextCursor, state]);

  const { items } = shown;
  useEffect(() => {
    if (items.length > firstItems.length) rememberPages(historyEntry, { listKey, items, nextCursor });
  }, [historyEntry, listKey, items, firstItems, nextCursor]);

  const retry = () => setShown((list) => (list.state === "failed" ? { ...list, state: "idle" } : list));
  return { items, nextCursor, state, loadMore, retry, sentinel };
}

/**
 * Fetches one JSON page, failing on any status but 200 and on a body that is not a page. The page's
 * schema is loaded with the first fetch (`loadSchema`, a dynamic import), not with the page.
 */
export async function fetchJsonPage<Page>(
  url: string,
  loadSchema: () => Promise<z.ZodType<Page>>,
  signal?: AbortSignal,
): Promise<Page> {
  const [response, schema] = await Promise.all([
    fetch(url, { headers: { Accept: "application/json" }, signal }),
    loadSchema(),
  ]);
  if (!response.ok) throw new Error(`status ${response.status}`);
  return schema.parse(await response.json());
}
