// The endpoints Express answers itself, ahead of React Router, in one place: their paths and the handler
// of each. server/http.ts mounts them with `mountExpressEndpoints`, the authorization matrix mounts the same,
// and the fuzz suite reads `expressEndpoints`, so a new one is served, checked and fuzzed from here alone.
// They skip React Router because they need no session, route matching or rendering, and are asked often:
// a gallery's photos at once, infinite scroll's next pages (the search bench measures /api/listings).
import type { Express, RequestHandler } from "express";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { answerLandingPageListings } from "#app/modules/landing-pages/landing-page-json-endpoint.server.ts";
import { mediaRequestHandler } from "#app/modules/media/media-http.server.ts";
import {
  databaseRetryAfterSeconds,
  type EndpointServices,
  type JsonAnswer,
  unavailableMessage,
} from "#app/modules/platform/reply.server.ts";
import {
  answerFeaturedPage,
  answerListingCount,
  answerListingSearch,
} from "#app/modules/search/listing-json-endpoints.server.ts";

export interface ExpressEndpoint {
  method: "GET";
  /** Express path pattern (`:name` segments). */
  path: string;
}

export const expressEndpoints = {
  mediaFile: { method: "GET", path: "/media/:id/:file" },
  mediaOriginal: { method: "GET", path: "/media/:id" },
  listingPage: { method: "GET", path: "/api/listings" },
  listingCount: { method: "GET", path: "/api/listings/count" },
  featuredPage: { method: "GET", path: "/api/featured" },
  landingPage: { method: "GET", path: "/api/campers" },
} as const satisfies Record<string, ExpressEndpoint>;

/** Mounts every endpoint of `expressEndpoints` with its handler. */
export function mountExpressEndpoints(app: Express, services: AppServices): void {
  const media = mediaRequestHandler(services);
  const handlers: Record<keyof typeof expressEndpoints, RequestHandler> = {
    mediaFile: media,
    mediaOriginal: media,
    listingPage: jsonEndpoint(services, answerListingSearch),
    listingCount: jsonEndpoint(services, answerListingCount),
    featuredPage: jsonEndpoint(services, answerFeaturedPage),
    landingPage: jsonEndpoint(services, answerLandingPageListings),
  };
  for (const [name, endpoint] of Object.entries(expressEndpoints)) {
    app.get(endpoint.path, handlers[name as keyof typeof expressEndpoints]);
  }
}

/** A JSON endpoint: the query string to `answer`; a lost database is a 503 with Retry-After, as on pages. */
export function jsonEndpoint(
  services: EndpointServices,
  answer: (services: EndpointServices, params: URLSearchParams) => Promise<JsonAnswer>,
): RequestHandler {
  return async (req, res) => {
    const params = new URL(req.originalUrl, "http://localhost").searchParams;
    try {
      const { status, body } = await answer(services, params);
      res.status(status).json(body);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        res.set("Retry-After", String(databaseRetryAfterSeconds));
        res.status(503).json({ ok: false, message: unavailableMessage });
        return;
      }
      services.logger.error({ err: error }, "listing page request failed");
      res.status(500).json({ ok: false, message: "Failed to fetch listings." });
    }
  };
}
