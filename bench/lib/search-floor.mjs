// The floor under bench:search on this machine: the same SQL the app sends for each of bench:search's URLs
// (every shape at both page sizes, and the deeper pages), run by a bare node:http server through `pg` (prepared
// statements, a pool of 10, rows to JSON, gzip above 4 KB as the app's compression does), under the same load
// (the same URLs, each connection starting elsewhere in the list, the load generator on the same cores). What
// the app adds on top of this is Express, its middleware, the query string's validation and drizzle; what this
// floor cannot go below is the HTTP stack, `pg` and PostgreSQL sharing two cores with autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#app/db/schema.ts";
import { pageSizeShape } from "#app/modules/search/parse-search-params.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { createCatalogGeocoder } from "./catalog-geocoder.mjs";
import { latencySummary } from "./percentiles.mjs";
import { buildSearchTargets, warmUpSeconds } from "./search-targets.mjs";
import { spreadLoad } from "./spread-load.mjs";

/** What the app sends for each URL, as drizzle hands it to `pg`: `{ [path]: { steps, pageSize } }`. */
async function captureQueries(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const geocoder = createCatalogGeocoder();
  const queriesByPath = {};
  const capture = async (requestPath) => {
    const params = new URL(requestPath, "http://localhost").searchParams;
    const { pageSize, ...input } = readSearchQuery(params, pageSizeShape).data;
    captured = [];
    const page = await searchListings({ db, geocoder, input, pageSize: Number(pageSize) });
    queriesByPath[requestPath] = { steps: captured, pageSize: Number(pageSize) };
    return page.nextCursor;
  };
  try {
    const targets = await buildSearchTargets(capture);
    for (const { path: requestPath } of targets) {
      if (!(requestPath in queriesByPath)) await capture(requestPath);
    }
    return { targets, queriesByPath };
  } finally {
    await pool.end();
  }
}

const serverSource = (queriesFile, port) => `
  const http = require("node:http");
  const zlib = require("node:zlib");
  const pg = require(${JSON.stringify(import.meta.resolve("pg").replace("file://", ""))});
  const queries = require(${JSON.stringify(queriesFile)});
  const names = new Map();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: "-c jit=off" });
  http.createServer(async (req, res) => {
    const query = queries[req.url];
    if (!query) { res.writeHead(404).end(); return; }
    let rows = [];
    for (const { sql, params } of query.steps) {
      if (!names.has(sql)) names.set(sql, "floor_" + names.size);
      rows = (await pool.query({ name: names.get(sql), text: sql, values: params })).rows;
    }
    const json = JSON.stringify({ listings: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize });
    const gzip = json.length >= 4096 && /\\bgzip\\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? zlib.gzipSync(json) : json;
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    res.writeHead(200, gzip ? { ...headers, "content-encoding": "gzip" } : headers).end(body);
  }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;

/**
 * Loads the floor as bench:search loads the app; resolves to `{ requestsPerSecond, latencyMs, non2xx, urls }`.
 */
export async function measureSearchFloor({ databaseUrl, connections, durationSeconds, port }) {
  const { targets, queriesByPath } = await captureQueries(databaseUrl);
  const workDir = mkdtempSync(path.join(tmpdir(), "roamstead-search-floor-"));
  const queriesFile = path.join(workDir, "queries.json");
  writeFileSync(queriesFile, JSON.stringify(queriesByPath));
  const server = spawn(process.execPath, ["-e", serverSource(queriesFile, port)], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  await new Promise((resolve) => server.stdout.once("data", resolve));
  try {
    const requests = targets.map(({ path: requestPath }) => ({ method: "GET", path: requestPath }));
    const load = async (seconds) => {
      const latencies = [];
      const result = await spreadLoad({
        url: `http://127.0.0.1:${port}`,
        connections,
        seconds,
        requests,
        onResponse: (ms) => latencies.push(ms),
      });
      return { result, latencies };
    };
    await load(warmUpSeconds);
    const { result, latencies } = await load(durationSeconds);
    return {
      urls: targets.length,
      requestsPerSecond: Math.round(latencies.length / durationSeconds),
      latencyMs: latencySummary(latencies),
      non2xx: result.non2xx,
    };
  } finally {
    server.kill("SIGTERM");
    rmSync(workDir, { recursive: true, force: true });
  }
}
