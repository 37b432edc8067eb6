import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, pageEffectsContext, requestContext, servicesContext } from "#app/lib/context.server.ts";
import { localeBuilds } from "#app/modules/i18n/locale-builds.server.ts";
import { localeOfPath } from "#app/modules/i18n/locales.ts";
import type { RequestLocals } from "./request-locals.ts";

/**
 * React Router's request handler, with the services and this request's id, nonce and logger in its context;
 * one per locale, each under its basename, a request going to its path's (ADR 056).
 * It is given the build itself, not a function returning it: with a function, React Router rebuilds its
 * route table (flattening and ranking every route) on every request (ADR 022). Tests pass the app's
 * modules as a build (app/test/app-request-handler.ts); the server takes the one Vite built.
 */
export async function createAppHandler(services: AppServices, appBuild?: ServerBuild): Promise<RequestHandler> {
  const build: ServerBuild = appBuild ?? (await import("virtual:react-router/server-build"));
  const handlers = new Map(
    [...localeBuilds(build)].map(([locale, localeBuild]) => [locale, handlerFor(services, localeBuild)] as const),
  );
  return (req, res, next) => handlers.get(localeOfPath(req.path))?.(req, res, next);
}

function handlerFor(services: AppServices, build: ServerBuild): RequestHandler {
  return createRequestHandler({
    build,
    mode: services.env.isProduction ? "production" : "development",
    getLoadContext(_req, res) {
      const locals = res.locals as RequestLocals;
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(pageEffectsContext, locals.pageEffects ?? null);
      context.set(requestContext, {
        requestId: locals.requestId,
        nonce: locals.nonce,
        // Read when first used, so a request that logs nothing makes no child logger.
        get logger() {
          return locals.logger;
        },
      });
      return context;
    },
  });
}
