import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { InfiniteBuilderGrid } from "#app/components/builders/infinite-builder-grid.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { useOneTimeUrlFlag } from "#app/components/ui/use-one-time-url-flag.ts";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
import type { Route } from "./+types/directory";

/** `?cursor=` (a later page) and `?deleted=true` (after a profile was deleted: the banner). */
const builderDirectoryQuerySchema = listingPageQuerySchema.extend({ deleted: z.string().optional() });

// The cards' photo viewer is the listings area's.
export const handle: MessagesHandle = { messages: ["builders", "listings", "search"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, builderDirectoryQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db } = getServices(context);
  const { t } = requestTranslator(request);
  return {
    page: await listBuilders({ db, cursor: query.data.cursor }),
    isDeleted: query.data.deleted === "true",
    meta: {
      title: `${t("builders.directory.heading")} | Roamstead`,
      description: t("builders.directory.metaDescription"),
    },
  };
}

export default function Builders({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
            {t("builders.directory.heading")}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("builders.directory.lead")}</p>
        </div>
        <Link
          to="/builder-pricing"
          className="inline-flex min-h-11 items-center rounded-md bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
        >
          {t("builders.directory.listYourCompany")}
        </Link>
      </div>
      <DeletedBanner />
      <div className="mt-8">
        {page.builders.length === 0 ? (
          <p className="text-ink-muted">{t("builders.directory.empty")}</p>
        ) : (
          <InfiniteBuilderGrid
            firstPage={page}
            nextPageHref={(cursor) => `/builders?cursor=${encodeURIComponent(cursor)}`}
          />
        )}
      </div>
    </section>
  );
}

/**
 * 'Your builder profile was deleted.' after a delete; the flag then leaves the URL (as /listings does with
 * `submitted`), so a reload or a shared link does not say it again. The message stays until the page is left.
 */
function DeletedBanner() {
  const { t } = useTranslator();
  const isVisible = useOneTimeUrlFlag("deleted");
  if (!isVisible) return null;
  return (
    <div className="mt-6">
      <Alert tone="success">{t("builders.delete.done")}</Alert>
    </div>
  );
}

/** Taking `deleted` out of the URL changes nothing the loader reads: no need to load the page again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.has("deleted")) {
    const without = new URLSearchParams(currentUrl.searchParams);
    without.delete("deleted");
    if (without.toString() === nextUrl.searchParams.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: "description", content: loaderData.meta.description },
    ...(loaderData.isDeleted ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
