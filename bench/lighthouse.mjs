// Lighthouse (npm devDependency) driving Debian's Chromium, mobile simulation, on the home page, the search page,
// its map view, a landing page (/campers/vans), a listing and a blog post of the demo data; prints the median of N
// runs per page, scored twice over the same loads: with Lighthouse's default settings and calibrated to this host.
// Usage: node bench/lighthouse.mjs [--runs 3] [--cpu-slowdown N] [--browser shell|full] [--report-dir DIR] [--json]
//        [--only 'map view' …]   (run `npm run build` first)
// The browser is Debian's Chromium in its headless build (package chromium-headless-shell, the build the browser
// tests run in) when it is installed: the full browser's headless mode also renders its own hidden UI (the address
// bar's WebUI popup, in a renderer of its own), about 1 CPU-s a load on the two cores the page shares (ADR 085).
// `--browser full` loads the pages in the full browser instead.
// Lighthouse's mobile preset slows the CPU 4 times, which its documentation sets for a host whose
// benchmark index is ~1,533; on a slower host the same 4 times emulates a slower phone, on a faster one a
// faster phone. So the second scoring is calibrated to this host, as Lighthouse's documentation advises
// (docs/throttling.md, "Calibrating multipliers"): every page is loaded first (each load measures the index;
// hosts of this workplace have read from ~800 to ~4,000), then all are scored with the slowdown for the median
// index, printed with the range. --cpu-slowdown N forces the second scoring's multiplier instead.
// A third scoring takes the same loads with the default settings, each task of the page's main thread counted at
// the time it ran on a core (bench/lib/main-thread-on-core.mjs, ADR 084): on this 2-core host the thread waits for a
// core through most of its long tasks' wall time, and the simulation multiplies the waiting by four like work. The
// floor, a static page of a heading and a paragraph served by a bare node:http server, is loaded in the same run
// and shows what the host and the tool cost a page that does nothing.
// Nothing here reaches the internet: Chromium resolves no host name but localhost, its background
// services are off (chrome-launcher's defaults), and Lighthouse only talks to the browser and the app.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { countMainThreadOnCore } from "./lib/main-thread-on-core.mjs";
import { median, startServer } from "./lib/server.mjs";
import { waitForIdleProcess } from "./lib/wait-for-idle-process.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "cpu-slowdown": { type: "string" },
    browser: { type: "string", default: "shell" },
    "report-dir": { type: "string" },
    json: { type: "boolean", default: false },
    only: { type: "string", multiple: true },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive whole number");
const forcedSlowdown = options["cpu-slowdown"] === undefined ? undefined : Number(options["cpu-slowdown"]);
if (forcedSlowdown !== undefined && !(forcedSlowdown >= 1)) throw new Error("--cpu-slowdown must be a number ≥ 1");

if (!["shell", "full"].includes(options.browser)) throw new Error("--browser is shell or full");
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromePath = options.browser === "shell" && existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
const port = 3460;
const categories = [
  { id: "performance", label: "performance", goal: 95 },
  { id: "accessibility", label: "accessibility", goal: 100 },
  { id: "best-practices", label: "best practices", goal: 100 },
  { id: "seo", label: "SEO", goal: 100 },
];
/** The issue's LCP goal, on every page. */
const lcpGoalMs = 2000;
/** The CPU slowdown of Lighthouse's default mobile settings. */
const defaultSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;

const lighthouseSettings = {
  output: "json",
  logLevel: "error",
  onlyCategories: categories.map((category) => category.id),
};
const log = (line) => (options.json ? console.error(line) : console.log(line));

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-lighthouse-"));
const server = await startServer({ port, dataDir }).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const floor = await startFloorServer();
try {
  log(
    `Browser: ${chromePath}${options.browser === "shell" && chromePath !== headlessShell ? " (no headless build installed)" : ""}.`,
  );
  // A new DATA_DIR's photos are encoded to AVIF for a minute or two after start (ADR 022): pages loaded meanwhile
  // share the cores with it, and Lighthouse's observed trace (its simulation's input) with them.
  log(`The app was idle after ${(await waitForIdleProcess(server.pid)).toFixed(1)} s.`);
  const pages = [
    { name: "home", path: "/" },
    { name: "search", path: "/listings" },
    { name: "map view", path: "/listings?view=map" },
    { name: "landing page", path: "/campers/vans" },
    { name: "listing", path: await firstLink("/listings", /href="(\/listing\/[^"?#/]+)"/) },
    { name: "blog post", path: await firstLink("/blog", /href="(\/blog\/(?!rss\.xml)[^"?#/]+)"/) },
    { name: "floor (a static page)", path: floor.url, isFloor: true },
  ];
  if (options.only) {
    const unknown = options.only.filter((name) => !pages.some((page) => page.name === name));
    if (unknown.length > 0)
      throw new Error(`--only takes a page's name (${pages.map((page) => page.name).join(", ")})`);
    pages.splice(0, pages.length, ...pages.filter((page) => options.only.includes(page.name)));
  }
  if (options["report-dir"]) mkdirSync(options["report-dir"], { recursive: true });

  // Every page load first, then the scoring, all with one CPU slowdown: the one Lighthouse's calculator
  // gives for the median of the benchmark indexes the loads measured.
  const gathered = [];
  for (const page of pages) {
    const url = new URL(page.path, server.url).href;
    // Two plain requests first, so the first measured run does not pay for cold code paths.
    for (let warm = 0; warm < 2; warm += 1) await (await fetch(url)).arrayBuffer();
    for (let run = 0; run < runs; run += 1) gathered.push({ page, run, load: await gather(url) });
  }
  const indexes = gathered.map(({ load }) => load.benchmarkIndex);
  const hostIndex = median(indexes);
  const calibrated = forcedSlowdown ?? calibratedSlowdown(hostIndex);
  log(
    `This host's Lighthouse benchmark index: median ${Math.round(hostIndex)} over ${indexes.length} loads ` +
      `(${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); calibrated CPU slowdown ${calibrated.toFixed(2)}×` +
      `${forcedSlowdown ? " (given)" : " (4× at 1,533)"}`,
  );
  // Each load is scored twice: with Lighthouse's default mobile settings (the issue's goal) and with the
  // slowdown that makes this host emulate the phone those defaults were set for.
  const scorings = [
    { name: "default", title: "Lighthouse's default mobile settings", cpuSlowdown: defaultSlowdown },
    { name: "calibrated", title: "calibrated to this host", cpuSlowdown: calibrated },
    {
      name: "on-core",
      title: "Lighthouse's default mobile settings, the main thread's tasks at their time on a core",
      cpuSlowdown: defaultSlowdown,
      onCore: true,
    },
  ];
  const results = scorings.map((scoring) => ({ scoring, pages: pages.map((page) => ({ page, reports: [] })) }));
  for (const { page, run, load } of gathered) {
    const reports = await score(load, scorings);
    reports.forEach((lhr, index) => {
      const scoring = scorings[index];
      results[index].pages.find((result) => result.page === page)?.reports.push(lhr);
      if (options["report-dir"]) {
        const file = `${page.name.replace(/\W+/g, "-")}-${scoring.name}-${run + 1}.json`;
        writeFileSync(path.join(options["report-dir"], file), JSON.stringify(lhr));
      }
      log(`  ${page.path} run ${run + 1}/${runs}, ${scoring.name}: ${summarize(lhr)}`);
    });
  }

  const rows = [];
  for (const { scoring, pages: pageResults } of results) {
    const slowdown = `CPU ${scoring.cpuSlowdown.toFixed(1)}×`;
    console.log("");
    console.log(
      `Lighthouse ${pageResults[0].reports[0].lighthouseVersion}, mobile simulation, ${scoring.title} (${slowdown}), median of ${runs} run(s)`,
    );
    console.log(
      `${"page".padEnd(34)} ${categories.map((category) => category.label.padStart(14)).join(" ")} ${"LCP".padStart(8)}`,
    );
    for (const { page, reports } of pageResults) {
      const scores = categories.map((category) =>
        median(reports.map((lhr) => Math.round((lhr.categories[category.id].score ?? 0) * 100))),
      );
      const lcpMs = median(reports.map((lhr) => lhr.audits["largest-contentful-paint"].numericValue));
      console.log(
        `${page.name.padEnd(34)} ${scores.map((score) => String(score).padStart(14)).join(" ")} ${`${(lcpMs / 1000).toFixed(2)} s`.padStart(8)}`,
      );
      categories.forEach((category, index) => {
        // The floor's other categories are low by design (no landmark, no description): its speed is the figure.
        if (page.isFloor && category.id !== "performance") return;
        rows.push({
          figure: `Lighthouse mobile ${category.label}, ${page.name}, ${scoring.name} (median of ${runs}, ${slowdown})`,
          value: String(scores[index]),
          goal: category.goal === 100 ? "100" : `≥ ${category.goal}`,
          ok: scores[index] >= category.goal,
        });
      });
      rows.push({
        figure: `Lighthouse mobile LCP, ${page.name}, ${scoring.name} (median of ${runs}, ${slowdown})`,
        value: `${(lcpMs / 1000).toFixed(2)} s`,
        goal: `≤ ${(lcpGoalMs / 1000).toFixed(1)} s`,
        ok: lcpMs <= lcpGoalMs,
      });
      if (scoring.onCore) {
        const threads = reports.map((lhr) => lhr.mainThreadOnCore);
        const wallMs = median(threads.map((thread) => thread.wallMs));
        const onCoreMs = median(threads.map((thread) => thread.onCoreMs));
        const tbt = (lhrs) => Math.round(median(lhrs.map((lhr) => lhr.audits["total-blocking-time"].numericValue)));
        console.log(
          `${"".padEnd(4)}main thread: tasks ${Math.round(wallMs)} ms, on a core ${Math.round(onCoreMs)} ms ` +
            `(waiting ${Math.round((1 - onCoreMs / wallMs) * 100)} %); total blocking time ${tbt(reports)} ms, ` +
            `${tbt(results[0].pages.find((result) => result.page === page).reports)} ms as recorded` +
            (threads.some((thread) => thread.tasksWithoutCpuTime > 0)
              ? `; ${threads.map((thread) => thread.tasksWithoutCpuTime).join(" / ")} tasks without CPU time, counted whole`
              : ""),
        );
      }
      const shortfalls = page.isFloor ? [] : auditsBelowFullMarks(reports);
      if (shortfalls.length > 0) console.log(`${"".padEnd(4)}below full marks: ${shortfalls.join(", ")}`);
    }
  }
  if (options.json) console.log(JSON.stringify(rows));
} finally {
  await server.stop();
  floor.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The floor: one heading and one paragraph, no style, script or image, from a bare HTTP server. */
async function startFloorServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    "<title>Floor</title></head><body><h1>A static page</h1><p>One heading and one paragraph.</p></body></html>";
  const floorServer = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(html) });
    response.end(html);
  });
  await new Promise((resolve) => floorServer.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${floorServer.address().port}/`, close: () => floorServer.close() };
}

async function firstLink(from, pattern) {
  const html = await (await fetch(new URL(from, server.url))).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${from}: is the demo data seeded?`);
  return match[1];
}

/**
 * The CPU slowdown under which this host emulates Lighthouse's target phone, as Lighthouse's CPU
 * throttling calculator maps a benchmark index (1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×).
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's gather step in a fresh browser (no cache or storage carries over between runs): the page
 * loads at full speed, since the throttling is simulated afterwards, and the host's benchmark index is
 * measured just before. The artifacts stay in a directory until `score` reads them.
 */
async function gather(url) {
  const artifactsDir = mkdtempSync(path.join(tmpdir(), "roamstead-lighthouse-run-"));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      // The full browser's headless mode; the headless build has no other.
      "--headless=new",
      // The bench runs as root, where Chromium's sandbox cannot start.
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
    logLevel: "silent",
  });
  try {
    await lighthouse(url, { ...lighthouseSettings, port: chrome.port, gatherMode: artifactsDir });
  } finally {
    await chrome.kill();
  }
  const artifacts = JSON.parse(readFileSync(path.join(artifactsDir, "artifacts.json"), "utf8"));
  return { url, artifactsDir, benchmarkIndex: artifacts.BenchmarkIndex };
}

/**
 * Lighthouse's audit step over gathered artifacts, once per CPU slowdown, each simulated over the same load.
 * Lighthouse scores with the settings recorded at gathering, so each slowdown is recorded there first (it
 * played no part in the load itself). A load Chromium recorded without a navigation start (NO_NAVSTART, for
 * which Lighthouse says to run again) is gathered again, twice at most.
 */
async function score(load, scorings, attemptsLeft = 2) {
  try {
    const reports = [];
    // The on-core scoring rewrites the trace, so it comes after the others.
    for (const { cpuSlowdown: cpuSlowdownMultiplier, onCore } of scorings) {
      const mainThreadOnCore = onCore ? countMainThreadOnCore(path.join(load.artifactsDir, "trace.json")) : undefined;
      const artifactsFile = path.join(load.artifactsDir, "artifacts.json");
      const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
      const simulated = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier };
      artifacts.settings.throttling = simulated;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(load.url, {
        ...lighthouseSettings,
        auditMode: load.artifactsDir,
        throttling: simulated,
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${load.url}`);
      if (result.lhr.runtimeError) {
        if (attemptsLeft > 0) return await score(await gather(load.url), scorings, attemptsLeft - 1);
        throw new Error(`${load.url}: ${result.lhr.runtimeError.message}`);
      }
      reports.push(onCore ? { ...result.lhr, mainThreadOnCore } : result.lhr);
    }
    return reports;
  } finally {
    rmSync(load.artifactsDir, { recursive: true, force: true });
  }
}

function summarize(lhr) {
  const scores = categories.map((category) => Math.round((lhr.categories[category.id].score ?? 0) * 100));
  const lcp = lhr.audits["largest-contentful-paint"].numericValue;
  return `${scores.join(" / ")}, LCP ${(lcp / 1000).toFixed(2)} s (host benchmark ${Math.round(lhr.environment.benchmarkIndex)})`;
}

/** The scored audits that lost points in any run, outside performance (whose metrics the table shows). */
function auditsBelowFullMarks(reports) {
  const ids = new Set();
  for (const lhr of reports) {
    for (const category of categories) {
      if (category.id === "performance") continue;
      for (const ref of lhr.categories[category.id].auditRefs) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result.score !== null && result.score < 1) ids.add(ref.id);
      }
    }
  }
  return [...ids];
}
