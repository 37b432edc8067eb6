import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";

export type InfinitePagesState = "idle" | "loading" | "failed";

export interface InfinitePagesOptions<Item> {
  /** The first page's items and cursor, rendered on the server; a new first page starts over. */
  firstItems: Item[];
  firstCursor: string | null;
  /** The JSON page after `cursor`: its items and the next cursor (null after a short page). */
  fetchPage(cursor: string): Promise<{ items: Item[]; nextCursor: string | null }>;
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

/**
 * Infinite scroll over keyset pages (200 px before the end, docs/product/browse-and-search.md), shared by
 * the listing and builder grids: a failed page waits for Retry, items already shown are never repeated.
 */
export function useInfinitePages<Item extends { id: string }>({
  firstItems,
  firstCursor,
  fetchPage,
}: InfinitePagesOptions<Item>): InfinitePages<Item> {
  const [items, setItems] = useState(firstItems);
  const [nextCursor, setNextCursor] = useState(firstCursor);
  const [state, setState] = useState<InfinitePagesState>("idle");
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setItems(firstItems);
    setNextCursor(firstCursor);
    setState("idle");
  }, [firstItems, firstCursor]);

  const loadMore = useCallback(async () => {
    if (!nextCursor || state === "loading") return;
    setState("loading");
    try {
      const page = await fetchPage(nextCursor);
      setItems((shown) => [...shown, ...page.items.filter((item) => !shown.some((seen) => seen.id === item.id))]);
      setNextCursor(page.nextCursor);
      setState("idle");
    } catch {
      setState("failed");
    }
  }, [fetchPage, nextCursor, state]);

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

  return { items, nextCursor, state, loadMore, retry: () => setState("idle"), sentinel };
}

/**
 * Fetches one JSON page, failing on any status but 200 and on a body that is not a page. The page's
 * schema is loaded with the first fetch (`loadSchema`, a dynamic import), not with the page.
 */
export async function fetchJsonPage<Page>(url: string, loadSchema: () => Promise<z.ZodType<Page>>): Promise<Page> {
  const [response, schema] = await Promise.all([fetch(url, { headers: { Accept: "application/json" } }), loadSchema()]);
  if (!response.ok) throw new Error(`status ${response.status}`);
  return schema.parse(await response.json());
}
