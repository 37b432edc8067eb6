// The whole React Router app as the server runs it, for tests that go through real requests: every
// route of app/routes.ts (aliases included) under the real root (its middleware looks the session
// up), the real entry.server.tsx, and the request context the Express handler gives it. Built from
// the source modules (no Vite build); the browser asset manifest is a stand-in, as no test loads it.
import { randomUUID } from "node:crypto";
import pino from "pino";
import {
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/lib/context.server.ts";
import { localeBuilds } from "#app/modules/i18n/locale-builds.server.ts";
import { localeOfPath } from "#app/modules/i18n/locales.ts";

/** One entry of app/routes.ts as React Router's config has it (all are top level there). */
export interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

/** The route id React Router gives an entry: its `id`, else its file without the extension. */
export function routeIdOf(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[^./]+$/, "");
}

/** app/routes.ts's entries, flattened. */
export async function appRouteEntries(): Promise<RouteConfigEntry[]> {
  const config = (await import("#app/routes.ts")).default as RouteConfigEntry[];
  const flat: RouteConfigEntry[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      flat.push(entry);
      if (entry.children) walk(entry.children);
    }
  };
  walk(config);
  return flat;
}

export interface AppRequestHandler {
  handle(request: Request): Promise<Response>;
  /** The same modules as a server build, for a test that starts the HTTP server (server/http.ts) on them. */
  build: ServerBuild;
  /** Each route id with the module that serves it. */
  modules: Map<string, Record<string, unknown>>;
}

/** A request handler over the app's real modules, with `services` in every request's context. */
export async function createAppRequestHandler(services: AppServices): Promise<AppRequestHandler> {
  const entries = await appRouteEntries();
  const root = asBuilt(await import("#app/root.tsx"));
  const entry = await import("#app/entry.server.tsx");
  const modules = new Map<string, Record<string, unknown>>();
  const routes: Record<string, unknown> = {
    root: { id: "root", path: "", module: root },
  };
  const manifestRoutes: Record<string, unknown> = {
    root: manifestEntry("root", undefined, { path: "" }, root),
  };
  for (const config of entries) {
    const id = routeIdOf(config);
    const module = asBuilt(await import(`#app/${config.file}`));
    modules.set(id, module);
    const shape = { path: config.path, index: config.index, caseSensitive: undefined };
    routes[id] = { id, parentId: "root", ...shape, module };
    manifestRoutes[id] = manifestEntry(id, "root", shape, module);
  }
  const build = {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handlers = new Map(
    [...localeBuilds(build)].map(([locale, localeBuild]) => [locale, createRequestHandler(localeBuild, "production")]),
  );
  const logger = pino({ level: process.env.MATRIX_LOG ? "debug" : "silent" });
  return {
    modules,
    build,
    handle(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { requestId: randomUUID(), nonce: "test-nonce", logger });
      const handler = handlers.get(localeOfPath(new URL(request.url).pathname));
      if (!handler) throw new Error(`no handler for ${request.url}`);
      return handler(request, context);
    },
  };
}

const appsByServices = new WeakMap<AppServices, Promise<AppRequestHandler>>();

/**
 * A request through the whole app over `services`, as a browser without JavaScript gets it: the status and
 * the page. One handler per services object, made on its first request.
 */
export async function pageThroughApp(
  request: Request,
  services: AppServices,
): Promise<{ status: number; html: string }> {
  let app = appsByServices.get(services);
  if (!app) {
    app = createAppRequestHandler(services);
    appsByServices.set(services, app);
  }
  const response = await (await app).handle(request);
  return { status: response.status, html: await response.text() };
}

/**
 * A route module as React Router's Vite plugin hands it to the server: its component and error
 * boundary receive `loaderData`, `params` and so on as props.
 */
function asBuilt(source: Record<string, unknown>): Record<string, unknown> {
  const module = { ...source };
  // biome-ignore lint/suspicious/noExplicitAny: the component's props are the route's own
  if (typeof module.default === "function") module.default = withComponentProps(module.default as any);
  if (typeof module.ErrorBoundary === "function") {
    // biome-ignore lint/suspicious/noExplicitAny: likewise
    module.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as any);
  }
  return module;
}

function manifestEntry(
  id: string,
  parentId: string | undefined,
  shape: { path?: string; index?: boolean },
  module: Record<string, unknown>,
) {
  return {
    id,
    parentId,
    ...shape,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
  };
}
