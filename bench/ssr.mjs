// Server-side rendering cost and tail latency against the built app started as `npm start` does
// (embedded database, fresh DATA_DIR), next to a bare node:http "hello" server measured in the same
// run: the ratios say how close a page is to the floor whatever the machine's speed (ADR 022).
// The load generator is autocannon's command line in its own process, so it never shares the
// server's thread; the load starts once the app's start-up work is done, so it measures the steady state.
// Usage: node bench/ssr.mjs [--duration 10] [--connections 50] [--rounds 1] [--gzip] [--json]
//   --gzip   sends Accept-Encoding: gzip like a browser (default: none, like a bare autocannon run)
//   --rounds N measures every target N times, interleaved, and reports each figure's median
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBytesFloor, startNodeServer } from "./lib/bytes-floor.mjs";
import { median, startServer } from "./lib/server.mjs";
import { waitForIdleProcess } from "./lib/wait-for-idle-process.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const asJson = args.includes("--json");
const withGzip = args.includes("--gzip");
const durationSeconds = option("duration", 10);
const connections = option("connections", 50);
const rounds = option("rounds", 1);
const warmUpSeconds = 3;
const helloPort = 3420;
const appPort = 3421;
const floorPort = 3422;

// The listing page and tails: issue 33 (≥ 0.85, p99 within 5 × p50); the floor ratio: ADR 022.
const goals = { aboutOverHello: 0.011, listingOverAbout: 0.85, p99OverP50: 5 };
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
// Progress goes to stderr with --json, so the last stdout line stays the JSON rows.
const say = (line) => (asJson ? console.error(line) : console.log(line));

/** One autocannon run in a child process; its JSON report. */
function loadTest(url, seconds) {
  const cliArgs = [autocannonCli, "-c", String(connections), "-d", String(seconds), "-j"];
  if (withGzip) cliArgs.push("-H", "accept-encoding=gzip");
  cliArgs.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cliArgs, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}: ${err}`)),
    );
  });
}

function startHello() {
  return startNodeServer(
    `require("node:http").createServer((req, res) => res.end("hello")).listen(${helloPort}, "127.0.0.1", () => console.log("ready"))`,
    helloPort,
  );
}

/** A page's bytes and type exactly as the load generator receives them (compressed with --gzip). */
function rawPage(url) {
  const headers = withGzip ? { "accept-encoding": "gzip" } : {};
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const kept = Object.entries(response.headers).filter(([name]) => /^content-(type|encoding)$/.test(name));
          resolve({ headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** A demo listing's page, found as a visitor would: the first card of the search page. */
async function findListingPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/listings`)).text();
  const match = html.match(/href="(\/listing\/[0-9a-f-]{36})"/);
  if (!match) throw new Error("no listing link on /listings");
  return match[1];
}

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-ssr-"));
const hello = await startHello();
const app = await startServer({ port: appPort, dataDir });
let floor;
try {
  say("Waiting for the app's start-up work (the demo photos' AVIF variants) to finish…");
  say(`The app was idle after ${(await waitForIdleProcess(app.pid)).toFixed(1)} s.`);
  const listingPath = await findListingPath(app.url);
  const targets = [
    { name: "hello (node:http)", url: `${hello.url}/` },
    { name: "/about", url: `${app.url}/about` },
    { name: `listing ${listingPath.slice(0, 17)}…`, url: `${app.url}${listingPath}`, isListing: true },
    { name: "/listings", url: `${app.url}/listings` },
    { name: "/", url: `${app.url}/` },
  ];
  for (const target of targets) {
    const response = await fetch(target.url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
  }
  const floorPages = [
    { path: "/about", ...(await rawPage(`${app.url}/about`)) },
    { path: "/listing", ...(await rawPage(`${app.url}${listingPath}`)) },
  ];
  floor = await startBytesFloor(floorPages, { dir: dataDir, port: floorPort });
  targets.push(
    { name: "/about's bytes (node:http)", url: `${floor.url}/about` },
    { name: "listing's bytes (node:http)", url: `${floor.url}/listing` },
  );

  say(`Warm-up: ${warmUpSeconds} s per target at ${connections} connections…`);
  for (const target of targets) await loadTest(target.url, warmUpSeconds);

  const runs = new Map(targets.map((target) => [target, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      say(`Round ${round}/${rounds}: ${target.name}, ${durationSeconds} s at ${connections} connections…`);
      runs.get(target).push(await loadTest(target.url, durationSeconds));
    }
  }

  const figures = targets.map((target) => {
    const reports = runs.get(target);
    const pick = (read) => median(reports.map(read));
    return {
      target,
      rps: pick((r) => r.requests.average),
      p50: pick((r) => r.latency.p50),
      p99: pick((r) => r.latency.p99),
      max: pick((r) => r.latency.max),
      failures: reports.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    };
  });
  const [helloFigures, about, listing, search, home, aboutBytes, listingBytes] = figures;

  const rows = [];
  const row = (figure, value, goal, ok) => rows.push({ figure, value, goal, ok });
  const ratio = (a, b) => a / b;
  const aboutRatio = ratio(about.rps, helloFigures.rps);
  const listingRatio = ratio(listing.rps, about.rps);
  row(
    "SSR /about req/s ÷ node:http hello req/s (50 conns)",
    `${Math.round(about.rps)} ÷ ${Math.round(helloFigures.rps)} = ${aboutRatio.toFixed(4)}`,
    `≥ ${goals.aboutOverHello}`,
    aboutRatio >= goals.aboutOverHello,
  );
  row(
    "SSR listing page req/s ÷ /about req/s (50 conns)",
    `${Math.round(listing.rps)} ÷ ${Math.round(about.rps)} = ${listingRatio.toFixed(2)}`,
    `≥ ${goals.listingOverAbout}`,
    listingRatio >= goals.listingOverAbout,
  );
  const bytesRatio = ratio(listingBytes.rps, aboutBytes.rps);
  row(
    "the same bytes from node:http: listing ÷ /about (floor)",
    `${Math.round(listingBytes.rps)} ÷ ${Math.round(aboutBytes.rps)} = ${bytesRatio.toFixed(2)}`,
    "—",
    true,
  );
  row(
    "SSR listing ÷ /about, over the floor's ratio",
    `${listingRatio.toFixed(2)} ÷ ${bytesRatio.toFixed(2)} = ${(listingRatio / bytesRatio).toFixed(2)}`,
    `≥ ${goals.listingOverAbout}`,
    listingRatio / bytesRatio >= goals.listingOverAbout,
  );
  for (const page of [listing, search, home]) {
    const label = page.target.isListing ? "listing page" : page.target.name;
    const spread = page.p99 / Math.max(page.p50, 1);
    row(
      `SSR ${label} p99 ÷ p50 (50 conns)`,
      `${page.p99} ms ÷ ${page.p50} ms = ${spread.toFixed(1)} (max ${page.max} ms)`,
      `≤ ${goals.p99OverP50}`,
      spread <= goals.p99OverP50 && page.failures === 0,
    );
  }
  const failures = figures.reduce((sum, page) => sum + page.failures, 0);
  row("SSR failed requests (errors, timeouts, non-2xx)", String(failures), "0", failures === 0);

  const pad = (text, width) => String(text).padEnd(width);
  const padLeft = (text, width) => String(text).padStart(width);
  console.log(
    `\n${connections} connections, ${durationSeconds} s per target, ${rounds} round(s)${withGzip ? ", gzip" : ""}; medians over rounds\n`,
  );
  console.log(
    `${pad("target", 30)}${padLeft("req/s", 10)}${padLeft("p50 ms", 9)}${padLeft("p99 ms", 9)}${padLeft("max ms", 9)}${padLeft("p99/p50", 9)}${padLeft("failed", 8)}`,
  );
  for (const page of figures) {
    console.log(
      `${pad(page.target.name, 30)}${padLeft(Math.round(page.rps), 10)}${padLeft(page.p50, 9)}${padLeft(page.p99, 9)}${padLeft(page.max, 9)}${padLeft((page.p99 / Math.max(page.p50, 1)).toFixed(1), 9)}${padLeft(page.failures, 8)}`,
    );
  }
  console.log(`\n${pad("figure", 56)}${pad("value", 42)}${pad("goal", 8)}ok`);
  for (const r of rows) console.log(`${pad(r.figure, 56)}${pad(r.value, 42)}${pad(r.goal, 8)}${r.ok ? "yes" : "NO"}`);
  if (asJson) console.log(JSON.stringify(rows));
} finally {
  await app.stop();
  await hello.stop();
  await floor?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
