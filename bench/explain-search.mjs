// EXPLAIN (ANALYZE, BUFFERS) of every search query shape, as searchListings and listFeaturedListings
// write them, against the database in DATABASE_URL (fill it with bench/search.mjs first, which also
// prints these plans after its load).
// Usage: DATABASE_URL=postgres://… node bench/explain-search.mjs [--full | --summary] [shape name filter]
//        (default: the key lines of each plan; --full: whole plans; --summary: the table alone)
import { explainSearchShapes, printExplained } from "./lib/explain-search-shapes.mjs";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database holding the listings (see bench/search.mjs).");
  process.exit(1);
}
const plans = process.argv.includes("--full") ? "full" : process.argv.includes("--summary") ? "none" : "key lines";
const nameFilter = process.argv.slice(2).find((argument) => !argument.startsWith("--"));
printExplained(await explainSearchShapes({ databaseUrl, nameFilter }), { plans });
