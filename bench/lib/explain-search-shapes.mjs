// EXPLAIN (ANALYZE, BUFFERS) of every search query shape, as searchListings and listFeaturedListings
// write them, against a PostgreSQL database holding listings. Used by bench/search.mjs (after its load)
// and bench/explain-search.mjs (on its own).
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#app/db/schema.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { decodeListingCursor } from "#app/modules/search/listing-page.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { createCatalogGeocoder } from "./catalog-geocoder.mjs";
import { searchShapes } from "./search-shapes.mjs";

const runsPerQuery = 5;
const pageSize = 12;

/** The lines of a plan worth reading at a glance: nodes, index conditions, filters and what they removed. */
export const keyPlanLine = /(->|Scan|Sort|Limit|Index Cond|Recheck Cond|Filter:|Rows Removed|Heap Blocks|Heap Fetches)/;

/**
 * Explains each shape's queries (the walk, and the fetch by filter indexes when the walk falls back to
 * it). Returns per shape its summed median execution and planning times, the scans, and every plan.
 * `nameFilter` keeps only the shapes whose name contains it.
 */
export async function explainSearchShapes({ databaseUrl, nameFilter }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const geocoder = createCatalogGeocoder();
  const inputFor = (query) => readSearchQuery(new URLSearchParams(query)).data;

  /** The queries one listing call sends (a walk in order, perhaps a longer one, then perhaps a fetch by filter indexes). */
  async function captureQueries(call) {
    captured = [];
    await call();
    return captured;
  }

  /** The cursor of page `pages`, or of the last page when there are fewer (featured windows end as days pass). */
  async function cursorAfterPages(pages, loadPage) {
    let cursor;
    for (let page = 1; page < pages; page++) {
      const { nextCursor } = await loadPage(cursor);
      if (!nextCursor) break;
      cursor = decodeListingCursor(nextCursor);
    }
    return cursor;
  }

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
      const args = literals.length > 0 ? `(${literals.join(", ")})` : "";
      return await explain(name, { sql: `execute explained_walk${args}`, params: [] });
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
      const planning = Number(
        /Planning Time: ([\d.]+)/.exec(plan.find((line) => line.startsWith("Planning Time")))?.[1],
      );
      timings.push({ execution, planning });
    }
    timings.sort((a, b) => a.execution - b.execution);
    const median = timings[Math.floor(timings.length / 2)];
    const scans = plan
      .filter((line) => /Scan/.test(line))
      .map((line) => /(\w[\w ]*Scan(?: Backward)?(?: using \w+| on \w+)?)/.exec(line)?.[1])
      .filter((scan) => scan !== "Subquery Scan on walked");
    return { name, ...median, scans: scans.join(" + "), plan };
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
    searchJob("rare make, mileage sort", "make=earthroamer&sortBy=mileage_desc", 10),
    featuredJob(1),
    featuredJob(5),
    featuredJob(54),
  ];

  try {
    const [{ n: listings }] = (await pool.query("select count(*)::int as n from listings")).rows;
    const [{ version }] = (await pool.query("select version()")).rows;
    const shapes = [];
    for (const job of jobs) {
      if (nameFilter && !job.name.includes(nameFilter)) continue;
      const queries = await job.run();
      const steps = [];
      for (const query of queries) {
        const isWalk = query.sql.includes('"walked"');
        const step = isWalk ? "walk in order (prepared, generic plan)" : "fetch by filter indexes";
        steps.push(await (isWalk ? explainGeneric : explain)(`${job.name} — ${step}`, query));
      }
      shapes.push({
        name: job.name,
        execution: steps.reduce((sum, step) => sum + step.execution, 0),
        planning: steps.reduce((sum, step) => sum + step.planning, 0),
        scans: steps.map((step) => step.scans).join(" | then "),
        steps,
      });
    }
    return { listings, version, shapes };
  } finally {
    await pool.end();
  }
}

/** Prints the plans (whole, or their key lines), then one summary row per shape. */
export function printExplained({ listings, version, shapes }, { plans = "none" } = {}) {
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of each shape's queries, median of ${runsPerQuery} runs;`);
  console.log(`${listings.toLocaleString("en-US")} listings; ${version}`);
  if (plans !== "none") {
    for (const step of shapes.flatMap((shape) => shape.steps)) {
      console.log(
        `\n## ${step.name}: execution ${step.execution.toFixed(2)} ms, planning ${step.planning.toFixed(2)} ms`,
      );
      const lines = plans === "full" ? step.plan : step.plan.filter((line) => keyPlanLine.test(line));
      for (const line of lines)
        console.log(`  ${plans !== "full" && line.length > 180 ? `${line.slice(0, 177)}...` : line}`);
    }
  }
  console.log("\n| shape | execution ms | planning ms | scans |\n|---|---|---|---|");
  for (const shape of shapes) {
    console.log(`| ${shape.name} | ${shape.execution.toFixed(2)} | ${shape.planning.toFixed(2)} | ${shape.scans} |`);
  }
}
