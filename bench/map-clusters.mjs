// The map's clustering query (app/modules/map/cluster-listings.server.ts) at 100,000 listings on
// PostgreSQL: the median time of each view over a few runs, and its EXPLAIN (ANALYZE, BUFFERS) plan.
// DATABASE_URL names the database; without it a throwaway server is started and removed afterwards.
//   npm run bench:map [-- --listings 100000]
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "#app/db/schema.ts";
import { clusterListings, countUnplacedListings } from "#app/modules/map/cluster-listings.server.ts";
import { defaultMapBounds, viewOfBounds } from "#app/modules/map/map-view.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { keyPlanLine } from "./lib/explain-search-shapes.mjs";

const listingsArgument = process.argv.indexOf("--listings");
const targetListings = listingsArgument > 0 ? Number(process.argv[listingsArgument + 1]) : 100_000;
const runs = 7;

/** Views a visitor reaches: the default, the Front Range zoomed in, a filtered search, the Pacific crossing. */
const views = [
  { name: "default view, no filters", query: "" },
  { name: "default view, vans under $80,000", query: "vehicleType=van&maxPrice=80000" },
  { name: "Colorado Front Range", query: "bbox=-105.6,39.4,-104.6,40.4" },
  { name: "a state-sized view", query: "bbox=-112,36,-102,42" },
  { name: "across the antimeridian", query: "bbox=160,40,-150,65" },
];

const { pool, stop } = await openBenchDatabase({ database: "roamstead_map", listings: targetListings });
try {
  await pool.query("vacuum (analyze) listings");

  let captured = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  console.log(`Map clustering at ${(await pool.query("select count(*)::int as n from listings")).rows[0].n} listings`);
  for (const { name, query } of views) {
    const input = readSearchQuery(new URLSearchParams(query)).data;
    const view = viewOfBounds(input.bbox ?? defaultMapBounds);
    const times = [];
    let answer;
    for (let run = 0; run < runs; run++) {
      captured = [];
      const started = performance.now();
      answer = {
        clusters: await clusterListings({ db, input, view }),
        unplacedCount: await countUnplacedListings({ db, input }),
      };
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const placed = answer.clusters.reduce((sum, cell) => sum + cell.count, 0);
    console.log(
      `\n${name}: median ${times[runs >> 1].toFixed(1)} ms for both queries, ${answer.clusters.length} cells, ${placed} listings placed, ${answer.unplacedCount} without coordinates`,
    );
    for (const { sql, params } of captured) {
      const plan = await pool.query(`explain (analyze, buffers) ${sql}`, params);
      const lines = plan.rows.map((row) => row["QUERY PLAN"]);
      for (const line of lines) if (keyPlanLine.test(line) || /Execution|Planning/.test(line)) console.log(`  ${line}`);
    }
  }
} finally {
  await stop();
}
