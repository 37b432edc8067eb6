// The process entry: validated configuration, services, then HTTP. Run by Node 24 directly (type stripping).
import { getEnvOrExit } from "#app/lib/env.server.ts";

const env = getEnvOrExit();

const isDevelopment = process.argv.includes("--dev");
// Loaded after the configuration is known to be good, so a bad value fails fast and alone.
const { startServices } = await import("./services.ts");
const { createHttpApp } = await import("./http.ts");
const services = await startServices(env);
const app = await createHttpApp({ services, isDevelopment });

const server = app.listen(env.PORT, env.HOST, () => {
  services.logger.info(
    { url: env.BASE_URL, port: env.PORT, database: services.databaseKind },
    "Roamstead is listening",
  );
  // The offline gazetteer loads in the background once the first page can already be served.
  void services.geocoder.warmUp?.().catch((error) => services.logger.error({ err: error }, "gazetteer failed to load"));
});
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
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
