import { data, Form } from "react-router";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { InfiniteListingGrid } from "#app/components/listings/infinite-listing-grid.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
import { featuredPageSize } from "#app/modules/search/listing-page.ts";
import type { Route } from "./+types/featured";

export const handle: MessagesHandle = { messages: ["search", "listings", "deal-rating", "favorites"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, listingPageQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db, cache, logger } = getServices(context);
  const { t } = requestTranslator(request);
  const words = { title: t("search.featured.title"), description: t("search.featured.description") };
  try {
    const [page, favoriteListingIds] = await Promise.all([
      listFeaturedListings({ db, cursor: query.data.cursor, cache }),
      loadFavoriteListingIds(request, context),
    ]);
    return { ...words, page, favoriteListingIds };
  } catch (error) {
    // The page stays up with the product's message and a Retry, as when a later page fails.
    logger.error({ err: error }, "featured listings failed");
    return data({ ...words, page: null }, { status: 503 });
  }
}

export default function Featured({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("search.featured.heading")}</h1>
      <div className="mt-8">
        <h2 className="sr-only">{t("search.featured.listHeading")}</h2>
        {!page ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-ink">{t("search.featured.failed")}</p>
            {/* A GET of this same page: works before JavaScript, and as a client navigation after. */}
            <Form method="get">
              <button type="submit" className={buttonClassName("secondary")}>
                {t("search.featured.retry")}
              </button>
            </Form>
          </div>
        ) : page.listings.length === 0 ? (
          <p className="text-ink-muted">{t("search.featured.empty")}</p>
        ) : (
          <InfiniteListingGrid
            firstPage={page}
            pageSize={featuredPageSize}
            nextPageUrl={(cursor) => `/api/featured?cursor=${encodeURIComponent(cursor)}`}
            nextPageHref={(cursor) => `/featured?cursor=${encodeURIComponent(cursor)}`}
            loadingText={t("search.featured.loadingMore")}
            errorText={t("search.featured.failed")}
          />
        )}
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
