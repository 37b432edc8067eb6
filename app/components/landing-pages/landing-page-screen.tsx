import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { BackToTop } from "#app/components/listings/back-to-top.tsx";
import { InfiniteListingGrid } from "#app/components/listings/infinite-listing-grid.tsx";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { landingPageBreadcrumbs } from "#app/modules/landing-pages/breadcrumbs.ts";
import {
  landingPageHeading,
  landingPagePath,
  landingPageSize,
} from "#app/modules/landing-pages/landing-page-catalog.ts";
import type { NeighbourGroup } from "#app/modules/landing-pages/landing-page-neighbours.ts";
import type { LandingPageLoaderData } from "#app/routes/landing-pages/load-landing-page.server.ts";

/** A landing page (docs/product/found-and-shared.md, Landing pages), whichever of the three kinds. */
export function LandingPageScreen({ view, address, structuredData }: LandingPageLoaderData) {
  const { t } = useTranslator();
  const { page, count, listings, neighbours } = view;
  const path = landingPagePath(page);
  const query = new URLSearchParams(Object.entries(address).filter(([, value]) => value !== undefined));
  return (
    <section className="mx-auto max-w-7xl px-4 pb-10 pt-4 sm:px-6 sm:pt-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, escaped by serializeJsonLd in the loader
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      <Breadcrumbs trail={landingPageBreadcrumbs(page, t)} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {landingPageHeading(page, t)}
      </h1>
      <p className="mt-2 text-ink-muted">{t("landing-pages.count", { count })}</p>
      <div className="mt-8">
        <h2 className="sr-only">{t("landing-pages.listingsHeading")}</h2>
        {listings.listings.length === 0 ? (
          <p className="text-ink">
            {t("landing-pages.empty")}{" "}
            <Link to="/listings" className="font-medium text-pine-700 underline">
              {t("landing-pages.seeAll")}
            </Link>
          </p>
        ) : (
          <InfiniteListingGrid
            firstPage={listings}
            pageSize={landingPageSize}
            nextPageUrl={(cursor) => `/api/campers?${withCursor(query, cursor)}`}
            nextPageHref={(cursor) => `${path}?${new URLSearchParams({ cursor })}`}
            loadingText={t("search.results.loadingMore")}
            errorText={t("search.results.failed")}
          />
        )}
      </div>
      <Neighbours groups={neighbours} />
      <BackToTop />
    </section>
  );
}

function withCursor(params: URLSearchParams, cursor: string): string {
  const copy = new URLSearchParams(params);
  copy.set("cursor", cursor);
  return copy.toString();
}

/** Links to the neighbouring landing pages that have listings, each with its count. */
function Neighbours({ groups }: { groups: NeighbourGroup[] }) {
  const { t } = useTranslator();
  const shown = groups.filter((group) => group.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="mt-12 grid gap-8 border-t border-sand-200 pt-8 md:grid-cols-2">
      {shown.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2 className="text-lg font-bold tracking-tight text-ink">{group.heading}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
            {group.links.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="inline-flex min-h-11 items-center text-pine-700 underline-offset-4 hover:underline"
                >
                  {t("landing-pages.neighbours.link", { name: link.name, count: link.count })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Title, description, canonical address (without query) and, for an empty page, noindex. */
export function landingPageMeta(loaderData: LandingPageLoaderData | undefined) {
  if (!loaderData) return [];
  const { view, baseUrl, title, description, feed } = loaderData;
  const page = view.page;
  return [
    { title },
    { name: "description", content: description },
    feed,
    ...(view.listings.listings.length === 0 ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: absoluteUrl(baseUrl, landingPagePath(page)) },
  ];
}
