import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { dataVersionSource } from "#app/db/data-version.server.ts";
import type { ReadReplicas } from "#app/db/read-replicas.server.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { recordListingView } from "#app/modules/listing-stats/record-listing-view.server.ts";
import { anonymousPages } from "#app/modules/platform/anonymous-pages.server.ts";
import { createSiteSearchLoadGuard, guardSearchLoad, searchPaths } from "#app/modules/platform/search-load.server.ts";
import { answerRefusalsAsProblems } from "#app/modules/public-api/api-refusals.server.ts";
import { mountPublicApi } from "#app/modules/public-api/api-v1-router.server.ts";
import { answerCompression } from "./answer-compression.ts";
import { createAppHandler } from "./app-handler.ts";
import { mountExpressEndpoints } from "./express-endpoints.ts";
import {
  answerInPlainWords,
  answerUnhandledErrors,
  clientAddress,
  closeAfterUnreadBodies,
  refuseCrossSiteMutations,
  refuseNulInAddress,
  refuseOversizeBodies,
  refuseUnreadableAddresses,
  refuseUnservedMethods,
  requestLogging,
  securityHeaders,
} from "./middleware.ts";
import { precompressedAssets } from "./precompressed-assets.ts";

export interface HttpAppOptions {
  services: AppServices;
  /** In development: Vite's dev server, which serves the browser's modules and reloads the app's. */
  vite?: ViteDevServer;
  /** The app's modules as a build, for tests that start the whole server without a Vite build. */
  build?: ServerBuild;
  /** DATABASE_READ_URL's replicas: each request is routed to one as it arrives (ADR 053). */
  readReplicas?: ReadReplicas;
}

const oneYear = "1y";
const assetsDirectory = "build/client/assets";

export async function createHttpApp({ services, vite, build, readReplicas }: HttpAppOptions): Promise<Express> {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);
  // The middleware's refusals: plain words for pages, problem details under /api/v1 (ADR 074).
  const refuse = answerRefusalsAsProblems(env.BASE_URL, answerInPlainWords);
  app.use(requestLogging(logger));
  if (readReplicas) app.use((req, res, next) => readReplicas.routeRequest(req, res, next));
  app.use(services.requestActivity.track);
  app.use(closeAfterUnreadBodies());
  app.use(refuseUnreadableAddresses(refuse));
  app.use(refuseUnservedMethods(refuse));
  app.use(refuseOversizeBodies(undefined, refuse));
  app.use(
    securityHeaders({ isDevelopment: Boolean(vite), trustProxy: env.TRUST_PROXY, mapTilesOrigin: env.mapTilesOrigin }),
  );
  // Every answer's compression: in one call when its length is known, else streamed (ADR 092).
  app.use(answerCompression());
  app.use(clientAddress(clientIpHeader));
  app.use(refuseCrossSiteMutations(env.BASE_URL, refuse));
  app.use(refuseNulInAddress(refuse));

  // Searches and map queries: refused per address and when too many run at once, before any work (ADR 034). The
  // public API's searches meet the same caps on searches at once.
  const searchLoad = createSiteSearchLoadGuard(env);
  app.get([...searchPaths], guardSearchLoad(searchLoad));

  // Photos, videos and infinite scroll's JSON pages, outside React Router (server/express-endpoints.ts).
  mountExpressEndpoints(app, services);
  mountPublicApi(app, services, { searchLoad });

  if (vite) {
    app.use(vite.middlewares);
    app.use(developmentAppHandler(services, vite));
    app.use(answerUnhandledErrors(refuse));
    return app;
  }

  // Hashed file names make the build's assets safe to cache for a year; most are compressed at build time (ADR 055).
  app.use(
    "/assets",
    precompressedAssets(assetsDirectory, oneYear),
    express.static(assetsDirectory, { immutable: true, maxAge: oneYear, index: false }),
  );
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  // Only names with an extension are files here (favicon.ico, robots.txt): pages skip the disk lookup.
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(pagesKeptForVisitors(services));
  app.use(await createAppHandler(services, build));
  app.use(answerUnhandledErrors(refuse));
  return app;
}

/** A cookieless visitor's public page, made once per version of the data (ADRs 080, 094). */
function pagesKeptForVisitors({ db, env, listingViews }: AppServices): RequestHandler {
  return anonymousPages({
    dataVersion: dataVersionSource(db),
    maxAgeMs: env.PAGE_CACHE_SECONDS * 1000,
    maxEntries: 200,
    replayEffects({ viewedListingId }, req) {
      if (!viewedListingId) return;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      recordListingView({
        recorder: listingViews,
        request: { method: req.method, headers },
        listingId: viewedListingId,
        viewerId: null,
      });
    },
  });
}

/** Each request through the entry as Vite has it now, so an edited route is served without a restart. */
function developmentAppHandler(services: AppServices, vite: ViteDevServer): RequestHandler {
  return async (req, res, next) => {
    try {
      const entry = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
      const handler = await entry.createAppHandler(services);
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
}
