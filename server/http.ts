import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type Express } from "express";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { mediaRequestHandler } from "#app/modules/media/media-http.server.ts";
import {
  answerFeaturedPage,
  answerListingSearch,
  listingJsonHandler,
} from "#app/modules/search/listing-json-endpoints.server.ts";
import {
  clientAddress,
  refuseCrossSiteMutations,
  refuseNulInAddress,
  requestLogging,
  securityHeaders,
} from "./middleware.ts";

export interface HttpAppOptions {
  services: AppServices;
  isDevelopment: boolean;
}

const oneYear = "1y";

export async function createHttpApp({ services, isDevelopment }: HttpAppOptions): Promise<Express> {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);
  app.use(requestLogging(logger));
  app.use(securityHeaders({ isDevelopment, trustProxy: env.TRUST_PROXY }));
  // Below ~4 KB (a page of JSON cards, small answers) gzip saves less than it costs the CPU to start.
  app.use(compression({ threshold: "4kb" }));
  app.use(clientAddress(clientIpHeader));
  app.use(refuseCrossSiteMutations(env.BASE_URL));
  app.use(refuseNulInAddress());

  // Photo variants and videos (local disk or S3), outside React Router: no session or rendering needed.
  app.get(["/media/:id", "/media/:id/:file"], mediaRequestHandler(services));
  // Infinite-scroll pages, likewise outside React Router: public JSON, no session or rendering.
  app.get("/api/listings", listingJsonHandler(services, answerListingSearch));
  app.get("/api/featured", listingJsonHandler(services, answerFeaturedPage));

  if (isDevelopment) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const { createAppHandler } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
        await createAppHandler(services)(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
    return app;
  }

  // Hashed file names make the build's assets safe to cache for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: oneYear, index: false }));
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  // Only names with an extension are files here (favicon.ico, robots.txt): pages skip the disk lookup.
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as typeof import("./app.ts");
  app.use(build.createAppHandler(services));
  return app;
}
