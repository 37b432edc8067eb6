// The loader the three landing page routes share (docs/product/found-and-shared.md, Landing pages): each route
// only names the address its URL gives.
import { data, type RouterContextProvider } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { loadFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { getLandingPage, type LandingPageAddress } from "#app/modules/landing-pages/get-landing-page.server.ts";
import { parseCursorParam } from "#app/modules/search/listing-page.ts";

export async function loadLandingPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  address: LandingPageAddress,
) {
  // A link to a later page that this site did not write is no page of it, as on /featured.
  const cursor = parseCursorParam(new URL(request.url).searchParams);
  if (!cursor.success) throw data(null, { status: 404 });
  const { db, env, geocoder, cache } = getServices(context);
  const [view, favoriteListingIds] = await Promise.all([
    getLandingPage({ db, geocoder, cache, address, cursor: cursor.data }),
    loadFavoriteListingIds(request, context),
  ]);
  // An unknown type, state or province, or a make no public listing has: the app's 'Page Not Found'.
  if (!view) throw data(null, { status: 404 });
  return { view, address, baseUrl: env.BASE_URL, favoriteListingIds };
}

export type LandingPageLoaderData = Awaited<ReturnType<typeof loadLandingPage>>;
