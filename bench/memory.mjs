// Resident memory of the app process (issue 15, ADR 021): the built app started as `npm start` does,
// idle after a settle, then right after load at 32 connections over a mix of pages (/, /listings, a
// listing, /about). The embedded database is measured on its first start (a new DATA_DIR: migrations
// and the demo seed) and on a second start of the same DATA_DIR; with DATABASE_URL, PostgreSQL too.
// RSS is VmRSS of the node process (startServer spawns node itself, no npm or shell in between).
//
// Usage: npm run bench:memory [-- --connections 32 --duration 15 --settle 10 --json]
//        (run `npm run build` first). DATABASE_URL=postgres://… adds the PostgreSQL rows.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { reportRows } from "./lib/rows.mjs";
import { startServer } from "./lib/server.mjs";

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "15" },
    settle: { type: "string", default: "10" },
    port: { type: "string", default: "3400" },
    json: { type: "boolean", default: false },
  },
});
const connections = Number(options.connections);
const durationSeconds = Number(options.duration);
const settleSeconds = Number(options.settle);
const port = Number(options.port);

if (!existsSync("build/server/index.js")) {
  console.error("The app is not built: run `npm run build` first.");
  process.exit(1);
}

const megabytes = (kilobytes) => Math.round(kilobytes / 1024);

/** VmRSS and VmHWM (peak) of a process, in MB. */
function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: megabytes(field("VmRSS")), peak: megabytes(field("VmHWM")) };
}

/** The first listing page linked from /listings, if the marketplace has one. */
async function findListingPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/listings`)).text();
  return /href="(\/listing\/[^"?#]+)"/.exec(html)?.[1];
}

async function measure({ label, dataDir, env }) {
  console.log(`\n## ${label}`);
  const server = await startServer({ port, dataDir, env });
  try {
    await sleep(settleSeconds * 1000);
    const idle = residentMemory(server.pid);
    console.log(`idle after ${settleSeconds} s: RSS ${idle.rss} MB (peak so far ${idle.peak} MB)`);

    const listingPath = await findListingPath(server.url);
    const paths = ["/", "/listings", ...(listingPath ? [listingPath] : []), "/about"];
    const result = await autocannon({
      url: server.url,
      connections,
      duration: durationSeconds,
      requests: paths.map((requestPath) => ({ method: "GET", path: requestPath })),
      headers: { "accept-encoding": "gzip" },
    });
    const loaded = residentMemory(server.pid);
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(
      `after ${durationSeconds} s at ${connections} connections over ${paths.join(", ")}: RSS ${loaded.rss} MB ` +
        `(peak ${loaded.peak} MB), ${Math.round(result.requests.average)} req/s, ${failures} failed`,
    );
    if (failures > 0) throw new Error(`${failures} requests failed during the load`);
    return { idle, loaded };
  } finally {
    await server.stop();
  }
}

const row = (figure, valueMb, goalMb) => ({
  figure,
  value: `${valueMb} MB`,
  goal: `≤ ${goalMb} MB`,
  ok: valueMb <= goalMb,
});

const rows = [];
const embeddedDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-memory-"));
try {
  // DATABASE_URL is for the PostgreSQL rows below; empty, the app opens its embedded database.
  const embedded = { DATABASE_URL: "" };
  const first = await measure({
    label: "Embedded database, first start (migrate + demo seed)",
    dataDir: embeddedDir,
    env: embedded,
  });
  const second = await measure({ label: "Embedded database, second start", dataDir: embeddedDir, env: embedded });
  rows.push(
    row("RSS idle, embedded, first start", first.idle.rss, 300),
    row("RSS idle, embedded, second start", second.idle.rss, 300),
    row(`RSS after ${durationSeconds} s at ${connections} conns, embedded, first start`, first.loaded.rss, 400),
    row(`RSS after ${durationSeconds} s at ${connections} conns, embedded, second start`, second.loaded.rss, 400),
  );
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const serverDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-memory-pg-"));
  try {
    const postgres = await measure({
      label: "PostgreSQL (DATABASE_URL)",
      dataDir: serverDir,
      env: {
        DATABASE_URL: process.env.DATABASE_URL,
        // Instances sharing a server database need a shared secret; any will do for a measurement.
        AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64"),
        PAYMENT_PROVIDER: "local",
      },
    });
    rows.push(
      row("RSS idle, PostgreSQL", postgres.idle.rss, 200),
      row(`RSS after ${durationSeconds} s at ${connections} conns, PostgreSQL`, postgres.loaded.rss, 250),
    );
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
} else {
  console.log("\nDATABASE_URL is not set: PostgreSQL not measured.");
}

reportRows(rows);
