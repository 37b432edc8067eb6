import { useCallback, useEffect, useRef, useState } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type { BuilderCard as BuilderCardData, BuilderPage } from "#app/modules/builders/builder-summary.ts";
import { BuilderCard } from "./builder-card.tsx";

export interface InfiniteBuilderGridProps {
  firstPage: BuilderPage;
  /** A plain link to the next page for visitors without JavaScript. */
  nextPageHref(cursor: string): string;
}

const nextPageUrl = (cursor: string) => `/api/builders?cursor=${encodeURIComponent(cursor)}`;

/**
 * The Featured Builders grid (1, 2, 3 columns): loads the next 9 profiles when its end comes within
 * 200 px of the viewport, until a page comes back short (spec §9); Retry after a failure; a plain
 * "Show more" link without JavaScript.
 */
export function InfiniteBuilderGrid({ firstPage, nextPageHref }: InfiniteBuilderGridProps) {
  const [cards, setCards] = useState<BuilderCardData[]>(firstPage.builders);
  const [nextCursor, setNextCursor] = useState(firstPage.nextCursor);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setCards(firstPage.builders);
    setNextCursor(firstPage.nextCursor);
    setState("idle");
  }, [firstPage]);

  const loadMore = useCallback(async () => {
    if (!nextCursor || state === "loading") return;
    setState("loading");
    try {
      const response = await fetch(nextPageUrl(nextCursor), { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const page = (await response.json()) as BuilderPage;
      setCards((shown) => [...shown, ...page.builders.filter((card) => !shown.some((seen) => seen.id === card.id))]);
      setNextCursor(page.nextCursor);
      setState("idle");
    } catch {
      setState("failed");
    }
  }, [nextCursor, state]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !nextCursor || state !== "idle") return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore(),
      {
        rootMargin: "0px 0px 200px 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, nextCursor, state]);

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={state === "loading"}>
        {cards.map((builder, position) => (
          <li key={builder.id}>
            <BuilderCard builder={builder} isAboveFold={position < 3} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
        {state === "loading" ? (
          <p role="status" className="text-ink-muted">
            Loading more builders...
          </p>
        ) : null}
        {state === "failed" ? (
          <>
            <p role="alert" className="font-medium text-red-800">
              Unable to load more builders.
            </p>
            <button type="button" className={buttonClassName("secondary")} onClick={() => setState("idle")}>
              Retry
            </button>
          </>
        ) : null}
        {nextCursor && state === "idle" ? (
          <a
            href={nextPageHref(nextCursor)}
            className={buttonClassName("secondary")}
            onClick={(event) => {
              event.preventDefault();
              void loadMore();
            }}
          >
            Show more
          </a>
        ) : null}
      </div>
    </div>
  );
}
