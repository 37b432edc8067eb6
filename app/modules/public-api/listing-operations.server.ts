// `GET /listings` and `GET /listings/{id}` (docs/product/open-platform.md, Public API): a search read by the search's
// one reader and run by the search itself, so it answers the listings /listings shows in the same order; and one
// listing as its page shows it to a visitor.
import { AppError } from "#app/lib/app-error.ts";
import { getListingPage } from "#app/modules/listings/get-listing-page.server.ts";
import { readSellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { searchAliasShape, searchQuerySchema } from "#app/modules/search/parse-search-params.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { rememberListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { defineApiOperation } from "./api-operation.server.ts";
import { listingPageSchema, listingSchema } from "./api-schemas.ts";
import { listingCardView, listingView } from "./api-views.server.ts";
import { idPathSchema } from "./id-path.ts";
import { defaultPageLimit, pageLimitShape } from "./page-limit.ts";
import { pageBody } from "./page-links.ts";

export const listListingsOperation = defineApiOperation({
  id: "listListings",
  method: "get",
  path: "/listings",
  tag: "public-api.tag.listings",
  summary: "public-api.operation.listListings.summary",
  description: "public-api.operation.listListings.description",
  access: { caller: "anyone" },
  privacy: "public",
  isSearch: true,
  request: {
    query: searchQuerySchema(pageLimitShape),
    read: (params) => readSearchQuery(params, pageLimitShape),
    queryAliases: searchAliasShape(),
  },
  answer: { status: 200, description: "public-api.answer.listingPage", schema: listingPageSchema },
  async handle({ services, query, url }) {
    const { limit = defaultPageLimit, ...input } = query;
    const { db, geocoder, cache, env } = services;
    // Through the search's cache, as the pages run it; a geocoder that fails is a 502 here, not a notice.
    const search = await rememberListingSearch({ db, geocoder, input, pageSize: limit, cache });
    const listings = search.listings.map((card) => listingCardView(card, env.BASE_URL));
    return {
      status: 200,
      body: { ...pageBody(url, listings, search.nextCursor), unknownLocation: search.unknownLocation ?? false },
    };
  },
});

export const getListingOperation = defineApiOperation({
  id: "getListing",
  method: "get",
  path: "/listings/{id}",
  tag: "public-api.tag.listings",
  summary: "public-api.operation.getListing.summary",
  description: "public-api.operation.getListing.description",
  access: { caller: "anyone" },
  privacy: "public",
  request: { path: idPathSchema("public-api.param.listingId") },
  answer: { status: 200, description: "public-api.answer.listing", schema: listingSchema },
  async handle({ services, path }) {
    const { db, cache, env } = services;
    // As a visitor sees it: public, or sold with its 'Sold' page still open; anything else is no listing.
    const [page, seller] = await Promise.all([
      getListingPage({ db, cache, id: path.id, viewer: null }),
      readSellerTrust(db, { listingId: path.id }),
    ]);
    if (!page) throw new AppError("not-found", "public-api.error.noSuchListing");
    return { status: 200, body: listingView(page, seller, env.BASE_URL) };
  },
});
