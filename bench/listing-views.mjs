// The listing page with view counting on (docs/product/seller-statistics.md), against the built app started as
// `npm start` does (embedded database, fresh DATA_DIR): the page asked for by a robot (not counted: the
// recorder returns at once) and by a new visitor on every request (each view hashed, noted and written), at
// the same connections, interleaved over rounds; medians of requests/s and p95. The server writes views
// every `--flush-seconds` (default 1, sixty times the default of LISTING_VIEWS_FLUSH_SECONDS, so every write's
// cost — on the embedded database it also drops the visitors' remembered listing pages, ADR 022 — is inside
// the run many times over). Then the write itself, timed in this process on a fresh embedded database:
// batches of 100, 1,000 and 5,000 views over 1,000 listings, new visitors and already-counted ones.
//   npm run build && npm run bench:listing-views [-- --duration 10 --connections 32 --rounds 3 --flush-seconds 1]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { writeGenerationOf } from "#app/db/write-generation.server.ts";
import { createListingViewRecorder } from "#app/modules/listing-stats/listing-view-recorder.server.ts";
import { median, startServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const durationSeconds = option("duration", 10);
const connections = option("connections", 32);
const rounds = option("rounds", 3);
const flushSeconds = option("flush-seconds", 1);
const port = 3431;

function loadRun(url, mode, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["bench/lib/listing-view-load.mjs", url, mode, String(connections), String(seconds)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load run exited ${code}`))));
  });
}

async function findListingPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/listings`)).text();
  const match = html.match(/href="(\/listing\/[0-9a-f-]{36})"/);
  if (!match) throw new Error("no listing link on /listings");
  return match[1];
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

// 1. The page under load.
const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-views-"));
const app = await startServer({ port, dataDir, env: { LISTING_VIEWS_FLUSH_SECONDS: String(flushSeconds) } });
const modes = [
  { mode: "robot", name: "listing page, robot (not counted)" },
  { mode: "visitors", name: "listing page, a new visitor per request" },
];
const runs = new Map(modes.map((entry) => [entry.mode, []]));
try {
  const url = `${app.url}${await findListingPath(app.url)}`;
  console.log(`Warm-up, then ${rounds} round(s) of ${durationSeconds} s per mode at ${connections} connections…`);
  for (const { mode } of modes) await loadRun(url, mode, 3);
  for (let round = 1; round <= rounds; round += 1) {
    for (const { mode } of modes) runs.get(mode).push(await loadRun(url, mode, durationSeconds));
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nviews written every ${flushSeconds} s; medians over ${rounds} round(s)\n${pad("target", 44)}${padLeft("req/s", 9)}${padLeft("p50 ms", 9)}${padLeft("p95 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("failed", 8)}`,
);
const figures = {};
for (const { mode, name } of modes) {
  const reports = runs.get(mode);
  const pick = (key) => median(reports.map((report) => report[key]));
  figures[mode] = { rps: pick("rps"), p95: pick("p95") };
  const failed = reports.reduce((sum, report) => sum + report.failures, 0);
  console.log(
    `${pad(name, 44)}${padLeft(Math.round(pick("rps")), 9)}${padLeft(pick("p50"), 9)}${padLeft(pick("p95"), 9)}${padLeft(pick("p99"), 9)}${padLeft(failed, 8)}`,
  );
}
console.log(
  `counted ÷ not counted: req/s ${(figures.visitors.rps / figures.robot.rps).toFixed(2)}, p95 ${(figures.visitors.p95 / figures.robot.p95).toFixed(2)}`,
);

// 2. The write, on an embedded database of its own.
const handle = await openDatabase({});
await migrateDatabase(handle);
const { rows: listingRows } = await handle.executeSql(
  `insert into listings (title, vehicle_type, make, model, year, price_cents, location, latitude, longitude, tier, expires_at)
   select 'Bench van ' || n, 'van', 'Ford', 'Transit', 2019, 5000000, 'Bend, OR', 44.05, -121.31, 'graze', now() + interval '30 days'
   from generate_series(1, 1000) as n returning id`,
);
const listingIds = listingRows.map((row) => row.id);
const recorder = createListingViewRecorder({
  db: handle.db,
  secret: "bench",
  logger: pino({ level: "silent" }),
  // One batch per explicit write: none starts early.
  batchSize: 10_000,
});
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
console.log(
  `\nwriting a batch (embedded database, 1,000 listings)\n${pad("batch", 36)}${padLeft("ms", 9)}${padLeft("counted", 9)}${padLeft("µs/view", 9)}${padLeft("writes", 8)}`,
);
let batch = 0;
for (const size of [100, 1_000, 5_000, 5_000]) {
  batch += 1;
  // The last batch repeats the visitors of the one before: all already counted.
  const visitorBatch = size === 5_000 && batch === 4 ? batch - 1 : batch;
  const notedStarted = performance.now();
  for (let n = 0; n < size; n += 1) {
    recorder.record({
      listingId: listingIds[n % listingIds.length],
      viewerId: null,
      clientAddress: `10.${visitorBatch}.${n >> 8}.${n & 255}`,
      userAgent: browser,
      at: new Date(),
    });
  }
  const notedMs = performance.now() - notedStarted;
  const generation = writeGenerationOf(handle.db);
  const started = performance.now();
  const counted = await recorder.flush();
  const ms = performance.now() - started;
  const label = visitorBatch === batch ? `${size} new visitors` : `${size} visitors already counted`;
  console.log(
    `${pad(label, 36)}${padLeft(ms.toFixed(1), 9)}${padLeft(counted, 9)}${padLeft(((ms * 1000) / size).toFixed(1), 9)}${padLeft(writeGenerationOf(handle.db) - generation, 8)}   (noting them: ${((notedMs * 1000) / size).toFixed(1)} µs/view)`,
  );
}
await handle.close();
