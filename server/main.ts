// The process entry. Everything else comes from one module graph: the production server build
// (build/server/index.js), or in development the same entry through Vite, so no module of the app is
// loaded twice (ADR 017). Development runs this file as it is; the build compiles it (with
// lean-process.ts) to build/server/main.js, which `npm start` runs, so production loads no TypeScript (ADR 090).
import "./lean-process.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ViteDevServer } from "vite";

type ServerEntry = typeof import("./app.ts");

const isDevelopment = process.argv.includes("--dev");
const buildEntry = path.resolve("build/server/index.js");

let vite: ViteDevServer | undefined;
let entry: ServerEntry;
if (isDevelopment) {
  const devServer = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  vite = devServer;
  entry = (await devServer.ssrLoadModule("./server/app.ts")) as ServerEntry;
} else {
  entry = await import(pathToFileURL(buildEntry).href).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ERR_MODULE_NOT_FOUND") throw error;
    console.error(`No server build at ${buildEntry}: run \`npm run build\` (npm start does it by itself).`);
    process.exit(1);
  });
}

// A bad value stops here, naming the variable, before anything is opened.
const env = entry.getEnvOrExit();
const services = await entry.startServices(env);
const app = await entry.createHttpApp({ services, vite, readReplicas: services.readReplicas });

const server = app.listen(env.PORT, env.HOST, () => {
  services.logger.info(
    { url: env.BASE_URL, port: env.PORT, database: services.databaseKind },
    "Roamstead is listening",
  );
  // The offline gazetteer loads in the background once the first page can already be served.
  void services.geocoder.warmUp?.().catch((error) => services.logger.error({ err: error }, "gazetteer failed to load"));
});
entry.continueOnlyWithinCap(server);
entry.refuseUnparsableRequests(server);
server.on("error", async (error: NodeJS.ErrnoException) => {
  services.logger.fatal(
    { err: error },
    error.code === "EADDRINUSE" ? `PORT ${env.PORT} is already in use` : "server failed",
  );
  await services.stop();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  services.logger.info({ signal }, "shutting down");
  server.close();
  server.closeIdleConnections();
  await services.stop();
  await vite?.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
