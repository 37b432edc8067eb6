// EXPLAIN (ANALYZE, BUFFERS) of every search query shape, as searchListings and listFeaturedListings
// write them, against the database in DATABASE_URL (fill it with bench/search.mjs first).
// Usage: DATABASE_URL=postgres://… node bench/explain-search.mjs [--full] [shape name filter]
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#app/db/schema.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { decodeListingCursor } from "#app/modules/search/listing-page.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { parseSearchParams } from "#app/modules/search/search-params.ts";
import { createCatalogGeocoder } from "./lib/catalog-geocoder.mjs";
import { searchShapes } from "./lib/search-shapes.mjs";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database holding the listings (see bench/search.mjs).");
  process.exit(1);
}
const showFullPlans = process.argv.includes("--full");
const nameFilter = process.argv.slice(2).find((argument) => !argument.startsWith("--"));
const runsPerQuery = 5;
const pageSize = 12;

const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
let captured = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
const geocoder = createCatalogGeocoder();
const inputFor = (query) => parseSearchParams(new URLSearchParams(query)).data;

/** The queries one listing call sends (a walk in order, then perhaps a fetch by filter indexes). */
async function captureQueries(call) {
  captured = [];
  await call();
  return captured;
}

async function cursorAfterPages(pages, loadPage) {
  let cursor;
  for (let page = 1; page < pages; page++) cursor = decodeListingCursor((await loadPage(cursor)).nextCursor);
  return cursor;
}

const planLine = /(->|Scan|Sort|Limit|Index Cond|Recheck Cond|Filter:|Rows Removed|Heap Blocks)/;

// The walk runs as a prepared statement, which PostgreSQL plans generically after five runs: explain
// that plan (force_generic_plan), not only the one planned for the values.
async function explainGeneric(name, { sql, params }) {
  await pool.query("set plan_cache_mode = force_generic_plan");
  await pool.query(`prepare explained_walk as ${sql}`);
  try {
    // EXPLAIN EXECUTE takes its arguments as literals, not as bound parameters.
    const literals = params.map((value) =>
      typeof value === "number" ? String(value) : pg.escapeLiteral(String(value)),
    );
    return await explain(name, { sql: `execute explained_walk(${literals.join(", ")})`, params: [] });
  } finally {
    await pool.query("deallocate explained_walk");
    await pool.query("reset plan_cache_mode");
  }
}

async function explain(name, { sql, params }) {
  const timings = [];
  let plan = [];
  for (let run = 0; run < runsPerQuery; run++) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    plan = rows.map((row) => row["QUERY PLAN"]);
    const execution = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1))?.[1]);
    const planning = Number(/Planning Time: ([\d.]+)/.exec(plan.find((line) => line.startsWith("Planning Time")))?.[1]);
    timings.push({ execution, planning });
  }
  timings.sort((a, b) => a.execution - b.execution);
  const median = timings[Math.floor(timings.length / 2)];
  console.log(`\n## ${name}: execution ${median.execution.toFixed(2)} ms, planning ${median.planning.toFixed(2)} ms`);
  const lines = showFullPlans ? plan : plan.filter((line) => planLine.test(line));
  for (const line of lines) console.log(`  ${line.length > 180 ? `${line.slice(0, 177)}...` : line}`);
  const scans = plan
    .filter((line) => /Scan/.test(line))
    .map((line) => /(\w[\w ]*Scan(?: Backward)?(?: using \w+| on \w+)?)/.exec(line)?.[1]);
  return { name, ...median, scans: scans.join(" + ") };
}

const searchJob = (name, query, pages = 1) => ({
  name: pages > 1 ? `${name}, page ${pages}` : name,
  async run() {
    const input = inputFor(query);
    const loadPage = (cursor) => searchListings({ db, geocoder, input: { ...input, cursor }, pageSize });
    const cursor = await cursorAfterPages(pages, loadPage);
    return captureQueries(() => loadPage(cursor));
  },
});

const featuredJob = (pages) => ({
  name: `featured, page ${pages}`,
  async run() {
    const loadPage = (cursor) => listFeaturedListings({ db, cursor });
    const cursor = await cursorAfterPages(pages, loadPage);
    return captureQueries(() => loadPage(cursor));
  },
});

const jobs = [
  ...searchShapes.map(([name, query]) => searchJob(name, query)),
  searchJob("newest, no filter", "", 100),
  searchJob("price asc", "sortBy=price_asc", 100),
  searchJob("make contains", "make=ford", 50),
  searchJob("radius 100 mi", "location=Portland, OR&radius=100", 20),
  featuredJob(1),
  featuredJob(5),
  featuredJob(54),
];

const [{ n: listingCount }] = (await pool.query("select count(*)::int as n from listings")).rows;
const [{ version }] = (await pool.query("select version()")).rows;
console.log(`${listingCount.toLocaleString("en-US")} listings; ${version}`);
const summary = [];
for (const job of jobs) {
  if (nameFilter && !job.name.includes(nameFilter)) continue;
  const queries = await job.run();
  const steps = [];
  for (const query of queries) {
    const isWalk = query.sql.includes('"walked"');
    const step = isWalk ? "walk in order (prepared, generic plan)" : "fetch by filter indexes";
    steps.push(await (isWalk ? explainGeneric : explain)(`${job.name} — ${step}`, query));
  }
  summary.push({
    name: job.name,
    execution: steps.reduce((sum, step) => sum + step.execution, 0),
    planning: steps.reduce((sum, step) => sum + step.planning, 0),
    scans: steps.map((step) => step.scans).join(" | then "),
  });
}
console.log("\n| shape | execution ms | planning ms | scans |\n|---|---|---|---|");
for (const row of summary) {
  console.log(`| ${row.name} | ${row.execution.toFixed(2)} | ${row.planning.toFixed(2)} | ${row.scans} |`);
}
await pool.end();
