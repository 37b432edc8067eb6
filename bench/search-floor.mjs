// The floor under bench:search on this machine: the same SQL the app sends for each search shape's first
// page, run by a bare node:http server through `pg` (prepared statements, a pool of 10, rows to JSON),
// under the same load (32 connections over the same URLs, the load generator on the same cores). What
// the app adds on top of this is Express, its middleware, React Router's data layer and drizzle; what
// this floor cannot go below is the HTTP stack, `pg` and PostgreSQL sharing two cores with autocannon.
//
// Usage: DATABASE_URL=postgres://… node bench/search-floor.mjs [--connections 32 --duration 15 --json]
//        (the database bench:search filled; it is only read).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#app/db/schema.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { createCatalogGeocoder } from "./lib/catalog-geocoder.mjs";
import { latencySummary } from "./lib/percentiles.mjs";
import { reportRows } from "./lib/rows.mjs";
import { searchShapes } from "./lib/search-shapes.mjs";

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
const pageSize = 12;

// The queries the app sends for each shape, as drizzle hands them to `pg`.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
let captured = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
const geocoder = createCatalogGeocoder();
const queriesByPath = {};
for (const [, query] of searchShapes) {
  captured = [];
  const input = readSearchQuery(new URLSearchParams(query)).data;
  await searchListings({ db, geocoder, input, pageSize });
  queriesByPath[`/api/listings?${new URLSearchParams(`${query}&pageSize=${pageSize}`)}`] = captured;
}
await pool.end();

const workDir = mkdtempSync(path.join(tmpdir(), "roamstead-search-floor-"));
const queriesFile = path.join(workDir, "queries.json");
writeFileSync(queriesFile, JSON.stringify(queriesByPath));
const serverSource = `
  const http = require("node:http");
  const pg = require(${JSON.stringify(import.meta.resolve("pg").replace("file://", ""))});
  const queries = require(${JSON.stringify(queriesFile)});
  const names = new Map();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  http.createServer(async (req, res) => {
    const steps = queries[req.url];
    if (!steps) { res.writeHead(404).end(); return; }
    let rows = [];
    for (const { sql, params } of steps) {
      if (!names.has(sql)) names.set(sql, "floor_" + names.size);
      rows = (await pool.query({ name: names.get(sql), text: sql, values: params })).rows;
    }
    const body = JSON.stringify({ listings: rows.slice(0, ${pageSize}), hasMore: rows.length > ${pageSize} });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body);
  }).listen(${Number(options.port)}, "127.0.0.1", () => console.log("ready"));`;
const server = spawn(process.execPath, ["-e", serverSource], { stdio: ["ignore", "pipe", "inherit"] });
await new Promise((resolve) => server.stdout.once("data", resolve));

try {
  const url = `http://127.0.0.1:${options.port}`;
  const requests = Object.keys(queriesByPath).map((requestPath) => ({ method: "GET", path: requestPath }));
  const load = (seconds) => {
    const latencies = [];
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        { url, connections: Number(options.connections), duration: seconds, requests },
        (error, result) => (error ? reject(error) : resolve({ result, latencies })),
      );
      instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
    });
  };
  console.log(
    `${requests.length} shapes; warm-up 5 s, then ${options.duration} s at ${options.connections} connections…`,
  );
  await load(5);
  const { result, latencies } = await load(Number(options.duration));
  const summary = latencySummary(latencies);
  const requestsPerSecond = Math.round(latencies.length / Number(options.duration));
  console.log(
    `floor: ${requestsPerSecond} req/s, p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms; non-2xx ${result.non2xx}`,
  );
  reportRows([
    {
      figure: `search p95, bare node:http + pg floor, same SQL (${requestsPerSecond} req/s)`,
      value: `${summary.p95} ms`,
      goal: "report only",
      ok: true,
    },
  ]);
} finally {
  server.kill("SIGTERM");
  rmSync(workDir, { recursive: true, force: true });
}
