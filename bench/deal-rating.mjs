// The deal rating's batch (app/modules/deal-rating/rate-listings-sql.server.ts) at 100,000 listings on
// PostgreSQL: every listing rated from nothing, the hourly run once ratings are current (nothing changes),
// and one listing rated alone as its save does. Goal: the full batch in ≤ 60 s (issue 17).
// DATABASE_URL names the database; without it a throwaway server is started and removed afterwards.
//   npm run bench:deal-rating [-- --listings 100000]
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "#app/db/schema.ts";
import { rateAllListings } from "#app/modules/deal-rating/rate-all-listings.server.ts";
import { rateListing } from "#app/modules/deal-rating/rate-listing.server.ts";
import { openBenchDatabase } from "./lib/bench-database.mjs";

const listingsArgument = process.argv.indexOf("--listings");
const targetListings = listingsArgument > 0 ? Number(process.argv[listingsArgument + 1]) : 100_000;
const goalSeconds = 60;

const { pool, stop } = await openBenchDatabase({ database: "roamstead_deals", listings: targetListings });
try {
  await pool.query(
    "update listings set deal_rating = null, deal_comparables = null, deal_market_price_cents = null, deal_rated_at = null",
  );
  await pool.query("vacuum (analyze) listings");
  const db = drizzle({ client: pool, schema });
  const total = (await pool.query("select count(*)::int as n from listings")).rows[0].n;
  console.log(`Deal ratings at ${total} listings`);

  const timed = async (run) => {
    const started = performance.now();
    const result = await run();
    return { result, seconds: (performance.now() - started) / 1000 };
  };
  const full = await timed(() => rateAllListings(db));
  console.log(`  every listing, from nothing: ${full.seconds.toFixed(2)} s, ${full.result} ratings written`);
  const again = await timed(() => rateAllListings(db));
  console.log(`  the hourly run, ratings current: ${again.seconds.toFixed(2)} s, ${again.result} ratings written`);
  const { rows: spread } = await pool.query(
    "select coalesce(deal_rating, 'none') as rating, count(*)::int as n from listings group by 1 order by 1",
  );
  console.log(`  ratings: ${spread.map((row) => `${row.rating} ${row.n}`).join(", ")}`);

  const { rows: sample } = await pool.query("select id from listings order by random() limit 21");
  const singles = [];
  for (const { id } of sample) singles.push((await timed(() => rateListing(db, id))).seconds * 1000);
  singles.sort((a, b) => a - b);
  console.log(
    `  one listing, as its save rates it: median ${singles[singles.length >> 1].toFixed(1)} ms, max ${singles.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `deal-rating batch, ${total} listings: ${full.seconds.toFixed(1)} s (goal ≤ ${goalSeconds} s) — ${full.seconds <= goalSeconds ? "met" : "NOT met"}`,
  );
} finally {
  await stop();
}
