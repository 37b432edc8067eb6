// Resident memory of the app process (issue 15, ADR 021): the built app started as `npm start` does,
// idle after a settle and its start-up work (the demo seed, the demo photos' AVIF copies), then right after load at 32 connections over a mix of pages (/, /listings, a
// listing, /about). The embedded database is measured on its first start (a new DATA_DIR: migrations
// and the demo seed) and on a second start of the same DATA_DIR; with DATABASE_URL, PostgreSQL too.
// RSS is VmRSS of the node process (startServer spawns node itself, no npm or shell in between).
// On PostgreSQL the bench makes a scratch database of its own on DATABASE_URL's server, seeds it with the same demo
// marketplace (`npm run db:seed`), so both databases serve the same pages, and drops it after.
//
// Usage: npm run bench:memory [-- --connections 32 --duration 15 --settle 10 --only embedded|postgres --json]
//        (run `npm run build` first). DATABASE_URL=postgres://… adds the PostgreSQL rows.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { reportRows } from "./lib/rows.mjs";
import { startServer } from "./lib/server.mjs";
import { waitForIdleProcess } from "./lib/wait-for-idle-process.mjs";

const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "15" },
    settle: { type: "string", default: "10" },
    port: { type: "string", default: "3400" },
    json: { type: "boolean", default: false },
    // "embedded" or "postgres": measure one database only.
    only: { type: "string" },
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
    // A first start seeds the demo and encodes its photos to AVIF for a minute or two: memory is read once that
    // one-off work is done (its peak stays in VmHWM, printed), as a server spends the rest of its life.
    const startUpSeconds = settleSeconds + (await waitForIdleProcess(server.pid));
    const idle = residentMemory(server.pid);
    console.log(`idle ${startUpSeconds.toFixed(0)} s after start: RSS ${idle.rss} MB (peak so far ${idle.peak} MB)`);

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
if (options.only !== "postgres") {
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
      row(`RSS after ${durationSeconds} s at ${connections} conns, embedded, first start`, first.loaded.rss, 350),
      row(`RSS after ${durationSeconds} s at ${connections} conns, embedded, second start`, second.loaded.rss, 350),
    );
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL && options.only !== "embedded") {
  const serverDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-memory-pg-"));
  const scratchName = `roamstead_bench_memory_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${scratchName}`);
    const scratchUrl = new URL(process.env.DATABASE_URL);
    scratchUrl.pathname = `/${scratchName}`;
    const env = {
      DATABASE_URL: scratchUrl.href,
      // Instances sharing a server database need a shared secret; any will do for a measurement.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64"),
      PAYMENT_PROVIDER: "local",
    };
    // The demo photos go to the server's own data directory, where its pages look for them.
    execFileSync(process.execPath, ["scripts/db-seed.ts"], {
      env: { ...process.env, ...env, DATA_DIR: serverDir },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const postgres = await measure({ label: "PostgreSQL (DATABASE_URL)", dataDir: serverDir, env });
    rows.push(
      row("RSS idle, PostgreSQL", postgres.idle.rss, 200),
      row(`RSS after ${durationSeconds} s at ${connections} conns, PostgreSQL`, postgres.loaded.rss, 250),
    );
  } finally {
    await admin.query(`drop database if exists ${scratchName} with (force)`);
    await admin.end();
    rmSync(serverDir, { recursive: true, force: true });
  }
} else if (!process.env.DATABASE_URL) {
  console.log("\nDATABASE_URL is not set: PostgreSQL not measured.");
}

reportRows(rows);
