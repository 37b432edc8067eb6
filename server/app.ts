// The server build's entry (vite.config.ts): Vite bundles it with the app and its routes, and
// server/main.ts takes everything it runs from here, so each module is loaded once per process
// (ADR 017): one AppError class, one copy of every module-level cache and statement name.
export { getEnvOrExit } from "#app/lib/env.server.ts";
export { createAppHandler } from "./app-handler.ts";
export { createHttpApp } from "./http.ts";
export { continueOnlyWithinCap, refuseUnparsableRequests } from "./middleware.ts";
export { startServices } from "./services.ts";
