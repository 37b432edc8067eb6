// The loader the three landing page routes share (docs/product/found-and-shared.md, Landing pages): each route
// only names the address its URL gives.
import { data, type RouterContextProvider } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { landingPageFeedParams } from "#app/modules/feeds/landing-page-feed.ts";
import { searchFeedLink } from "#app/modules/feeds/search-feed-link.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { getLandingPage, type LandingPageAddress } from "#app/modules/landing-pages/get-landing-page.server.ts";
import { landingPageDescription, landingPageHeading } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { landingPageStructuredData } from "#app/modules/landing-pages/landing-page-structured-data.ts";
import { serializeJsonLd } from "#app/modules/listings/listing-structured-data.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";

export async function loadLandingPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  address: LandingPageAddress,
) {
  // A link to a later page that this site did not write: its message, as on /featured.
  const query = readQuery(request, listingPageQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db, env, geocoder, cache } = getServices(context);
  const translator = requestTranslator(request);
  const { t } = translator;
  const [view, favoriteListingIds] = await Promise.all([
    getLandingPage({ db, geocoder, cache, address, cursor: query.data.cursor, t }),
    loadFavoriteListingIds(request, context),
  ]);
  // An unknown type, state or province, or a make no public listing has: the app's 'Page Not Found'.
  if (!view) throw data(null, { status: 404 });
  // Made here so that the browser is not sent the code that writes it (ADR 052); in English, as all structured data.
  const structuredData = serializeJsonLd(landingPageStructuredData(view.page, view.listings.listings, env.BASE_URL));
  // The page's title and description in its language, for meta.
  const title = t("landing-pages.title", { heading: landingPageHeading(view.page, t) });
  const description = landingPageDescription(view.page, view.count, t);
  const heading = landingPageHeading(view.page, t);
  const feed = searchFeedLink(landingPageFeedParams(view.page), translator, env.BASE_URL, heading);
  return { view, address, baseUrl: env.BASE_URL, favoriteListingIds, structuredData, title, description, feed };
}

export type LandingPageLoaderData = Awaited<ReturnType<typeof loadLandingPage>>;
