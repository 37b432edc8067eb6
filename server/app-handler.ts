import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/lib/context.server.ts";
import type { RequestLocals } from "./request-locals.ts";

/** React Router's request handler, with the services and this request's id, nonce and logger in its context. */
export function createAppHandler(services: AppServices): RequestHandler {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: services.env.isProduction ? "production" : "development",
    getLoadContext(_req, res) {
      const locals = res.locals as RequestLocals;
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { requestId: locals.requestId, nonce: locals.nonce, logger: locals.logger });
      return context;
    },
  });
}
