// The floor under bench:search on this machine (bench/lib/search-floor.mjs): the same SQL the app sends for the
// same URLs, served by a bare node:http + pg server under the same load. bench:search measures it in its own run,
// right after the app, and prints the ratio; this runs it alone.
//
// Usage: DATABASE_URL=postgres://… node bench/search-floor.mjs [--connections 32 --duration 15 --json]
//        (the database bench:search filled; it is only read).
import { parseArgs } from "node:util";
import { reportRows } from "./lib/rows.mjs";
import { measureSearchFloor } from "./lib/search-floor.mjs";

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "15" },
    port: { type: "string", default: "3193" },
    json: { type: "boolean", default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("bench:search-floor reads the database bench:search filled: set DATABASE_URL.");
  process.exit(1);
}
const floor = await measureSearchFloor({
  databaseUrl,
  connections: Number(options.connections),
  durationSeconds: Number(options.duration),
  port: Number(options.port),
});
const { p50, p95, p99 } = floor.latencyMs;
console.log(
  `floor over ${floor.urls} URLs: ${floor.requestsPerSecond} req/s, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms; non-2xx ${floor.non2xx}`,
);
reportRows([
  {
    figure: `search p95, bare node:http + pg floor, same SQL (${floor.requestsPerSecond} req/s)`,
    value: `${p95} ms`,
    goal: "report only",
    ok: true,
  },
]);
