import type { RequestHandler } from "express";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { databaseRetryAfterSeconds, unavailableMessage } from "#app/modules/platform/reply.server.ts";
import { listFeaturedListings } from "./list-featured-listings.server.ts";
import { listingPageQuerySchema } from "./listing-cursor.schema.ts";
import { pageSizeShape } from "./parse-search-params.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { runListingSearch } from "./run-listing-search.server.ts";

export type EndpointServices = Pick<AppServices, "db" | "geocoder" | "cache" | "logger">;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * `GET /api/listings`: the next page for infinite scroll — the pages' own search parameters plus
 * `cursor` and `pageSize` (6 or 12). Bad parameters answer 400 with a message per parameter.
 */
export async function answerListingSearch(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readSearchQuery(params, pageSizeShape);
  if (!query.ok) return { status: query.failure.status, body: query.failure.reply };
  const { pageSize, ...input } = query.data;
  const { db, geocoder, cache } = services;
  const search = await runListingSearch({ db, geocoder, input, pageSize, cache });
  const { listings, hasMore, nextCursor, unknownLocation, geocodingFailed } = search;
  return {
    status: 200,
    body: { listings, hasMore, nextCursor, unknownLocation: unknownLocation ?? false, geocodingFailed },
  };
}

/** `GET /api/featured`: the next page of /featured. */
export async function answerFeaturedPage(services: EndpointServices, params: URLSearchParams): Promise<JsonAnswer> {
  const query = readQuery(params, listingPageQuerySchema);
  if (!query.ok) return { status: query.failure.status, body: query.failure.reply };
  const { db, cache } = services;
  return { status: 200, body: await listFeaturedListings({ db, cursor: query.data.cursor, cache }) };
}

/**
 * Mounted in server/http.ts ahead of React Router, like /media: public JSON needs no session, route
 * matching or rendering, and infinite scroll asks for it often (the search bench measures this path).
 */
export function listingJsonHandler(
  services: EndpointServices,
  answer: (services: EndpointServices, params: URLSearchParams) => Promise<JsonAnswer>,
): RequestHandler {
  return async (req, res) => {
    const params = new URL(req.originalUrl, "http://localhost").searchParams;
    try {
      const { status, body } = await answer(services, params);
      res.status(status).type("application/json").send(JSON.stringify(body));
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        res.status(503).set("Retry-After", String(databaseRetryAfterSeconds));
        res.json({ ok: false, message: unavailableMessage });
        return;
      }
      services.logger.error({ err: error }, "listing page request failed");
      res.status(500).json({ ok: false, message: "Failed to fetch listings." });
    }
  };
}
