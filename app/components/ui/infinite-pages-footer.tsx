import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { buttonClassName } from "./button.tsx";
import type { InfinitePages } from "./use-infinite-pages.ts";

export interface InfinitePagesFooterProps {
  pages: Pick<InfinitePages<{ id: string }>, "nextCursor" | "state" | "loadMore" | "retry" | "sentinel">;
  /** A plain link to the next page, for visitors without JavaScript. */
  nextPageHref(cursor: string): string;
  /** A message id (or text already in the page's language), as the two below. */
  loadingText: string;
  errorText: string;
  className?: string;
}

/** Under an infinite grid: the scroll sentinel, the loading and failure texts with Retry, and "Show more". */
export function InfinitePagesFooter({
  pages: { nextCursor, state, loadMore, retry, sentinel },
  nextPageHref,
  loadingText,
  errorText,
  className = "mt-6",
}: InfinitePagesFooterProps) {
  const { t } = useTranslator();
  return (
    <div ref={sentinel} className={`${className} flex flex-col items-center gap-3`}>
      {state === "loading" ? (
        <p role="status" className="text-ink-muted">
          {t(loadingText as MessageId)}
        </p>
      ) : null}
      {state === "failed" ? (
        <>
          <p role="alert" className="font-medium text-red-800">
            {t(errorText as MessageId)}
          </p>
          <button type="button" className={buttonClassName("secondary")} onClick={retry}>
            {t("site-shell.infinitePages.retry")}
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
          {t("site-shell.infinitePages.showMore")}
        </a>
      ) : null}
    </div>
  );
}
