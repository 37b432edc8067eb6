import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { InfinitePagesFooter } from "#app/components/ui/infinite-pages-footer.tsx";
import { fetchJsonPage, useInfinitePages } from "#app/components/ui/use-infinite-pages.ts";
import type { BuilderCard as BuilderCardData, BuilderPage } from "#app/modules/builders/builder-summary.ts";
import { BuilderCard } from "./builder-card.tsx";

const loadBuilderPageSchema = () =>
  import("#app/modules/builders/builder-page.schema.ts").then((module) => module.builderPageSchema);

export interface InfiniteBuilderGridProps {
  firstPage: BuilderPage;
  /** A plain link to the next page for visitors without JavaScript. */
  nextPageHref(cursor: string): string;
}

async function fetchPage(cursor: string, signal: AbortSignal) {
  const page = await fetchJsonPage(`/api/builders?cursor=${encodeURIComponent(cursor)}`, loadBuilderPageSchema, signal);
  return { items: page.builders, nextCursor: page.nextCursor };
}

/**
 * The Featured Builders grid (1, 2, 3 columns): loads the next 9 profiles when its end comes within
 * 200 px of the viewport, until a page comes back short (docs/product/builders.md); Retry after a failure; a plain
 * "Show more" link without JavaScript.
 */
export function InfiniteBuilderGrid({ firstPage, nextPageHref }: InfiniteBuilderGridProps) {
  const { t } = useTranslator();
  const pages = useInfinitePages<BuilderCardData>({
    listKey: "builders",
    firstItems: firstPage.builders,
    firstCursor: firstPage.nextCursor,
    fetchPage,
  });

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={pages.state === "loading"}>
        {pages.items.map((builder, position) => (
          <li key={builder.id}>
            <BuilderCard builder={builder} isAboveFold={position < 3} />
          </li>
        ))}
      </ul>
      <InfinitePagesFooter
        pages={pages}
        nextPageHref={nextPageHref}
        loadingText={t("builders.directory.loadingMore")}
        errorText={t("builders.directory.loadFailed")}
        className="mt-8"
      />
    </div>
  );
}
