// Saved-search alerts at scale (docs/product/buyers-come-back.md, Alerts; issue 17: 10,000 saved searches
// and 1,000 newly published listings matched in ≤ 30 s on PostgreSQL, 2 cores). Saves 10,000 searches of
// varied, realistic shapes (type, make, model, price, a radius around a catalog place, a map area, camper
// details, the off-grid rating) for 2,000 buyers through the app's own code, publishes 1,000 demo-catalog
// listings, and times the app's matcher (app/modules/saved-searches/match-new-listings.server.ts), which
// runs one INSERT … SELECT per shape per batch. DATABASE_URL names the database; without it a throwaway
// server is started and removed afterwards.
//   npm run bench:alerts [-- --searches 10000 --listings 1000]
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "#app/db/schema.ts";
import { demoPlaces, demoVehicleModels } from "#app/demo/catalog.ts";
import { generateListingDraft } from "#app/demo/generate-listing.ts";
import { createRandom } from "#app/demo/random.ts";
import { matchNewListings } from "#app/modules/saved-searches/match-new-listings.server.ts";
import { saveSearch } from "#app/modules/saved-searches/save-search.server.ts";
import { camperDetailFilters } from "#app/modules/search/camper-detail-filters.ts";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { createCatalogGeocoder } from "./lib/catalog-geocoder.mjs";

const { values: options } = parseArgs({
  options: {
    searches: { type: "string", default: "10000" },
    listings: { type: "string", default: "1000" },
    buyers: { type: "string", default: "2000" },
  },
});
const searchCount = Number(options.searches);
const listingCount = Number(options.listings);
const buyerCount = Number(options.buyers);
const goalSeconds = 30;

/**
 * A buyer's search: where (a radius around a place, or a map area) and/or what (type, make), usually with a
 * price ceiling; now and then camper details. A saved search without any of where or what (every camper)
 * is left out: no one wants an alert for every listing.
 */
function randomQuery(rng) {
  const params = new URLSearchParams();
  const vehicle = rng.pick(demoVehicleModels);
  const hasWhere = rng.chance(0.6);
  if (!hasWhere || rng.chance(0.4)) params.set("vehicleType", vehicle.vehicleType);
  if (rng.chance(0.3)) params.set("make", rng.chance(0.8) ? vehicle.make : vehicle.make.slice(0, 4).toLowerCase());
  if (rng.chance(0.1)) params.set("model", vehicle.model.split(" ")[0]);
  if (rng.chance(0.3)) params.set("minPrice", String(rng.pick([10_000, 20_000, 30_000, 50_000])));
  if (rng.chance(0.6)) params.set("maxPrice", String(rng.pick([40_000, 60_000, 80_000, 100_000, 150_000])));
  if (Number(params.get("maxPrice") ?? Infinity) < Number(params.get("minPrice") ?? 0)) params.delete("minPrice");
  if (hasWhere && rng.chance(0.85)) {
    params.set("location", rng.pick(demoPlaces).location);
    params.set("radius", String(rng.pick([50, 100, 100, 150, 200, 300, 500])));
  } else if (hasWhere) {
    const place = rng.pick(demoPlaces);
    const half = rng.pick([1, 3, 6]);
    const box = [place.longitude - half, place.latitude - half, place.longitude + half, place.latitude + half];
    params.set("bbox", box.map((degrees) => degrees.toFixed(4)).join(","));
  }
  for (const filter of camperDetailFilters) {
    if (!rng.chance(0.06)) continue;
    const { field } = filter;
    const value =
      filter.kind === "choice"
        ? rng.pick(field.options).value
        : String(Math.round(field.min + rng.next() * (field.max - field.min) * 0.3));
    params.set(filter.param, value);
  }
  if (rng.chance(0.05)) params.set("offgrid_min", String(rng.pick([3, 5, 7])));
  return params.toString();
}

const { pool, stop } = await openBenchDatabase({ database: "roamstead_alerts", poolSize: 4 });
try {
  const db = drizzle({ client: pool, schema });
  const rng = createRandom(0xa1e475);
  const geocoder = createCatalogGeocoder();

  const accounts = (count) =>
    Array.from({ length: count }, () => {
      const id = randomUUID();
      return { id, name: "Bench buyer", email: `${id}@bench.example`, emailVerified: true };
    });
  const buyers = accounts(buyerCount);
  const [seller] = accounts(1);
  for (let start = 0; start < buyers.length; start += 1000) {
    await db.insert(schema.user).values(buyers.slice(start, start + 1000));
  }
  await db.insert(schema.user).values(seller);

  let started = performance.now();
  const frequencies = ["instant", "instant", "daily", "off"];
  for (let index = 0; index < searchCount; index += 1) {
    const userId = buyers[index % buyers.length].id;
    const frequency = rng.pick(frequencies);
    await saveSearch({ db, geocoder, userId, name: `Search ${index}`, frequency, query: randomQuery(rng) });
  }
  console.log(`Saved ${searchCount} searches in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const rows = Array.from({ length: listingCount }, () => {
    const { silhouette: _silhouette, ...draft } = generateListingDraft({ rng });
    return { ...draft, userId: seller.id, tier: "graze", expiresAt, alertsMatchedAt: null };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(schema.listings).values(rows.slice(start, start + 500));
  }
  await pool.query("vacuum (analyze)");

  const { rows: shapeRows } = await pool.query(
    "select count(distinct shape)::int as shapes, count(*) filter (where frequency <> 'off')::int as alerting from saved_searches",
  );
  started = performance.now();
  const result = await matchNewListings({ db });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Matched ${result.listings} new listings against ${shapeRows[0].alerting} saved searches with alerts on ` +
      `(${shapeRows[0].shapes} shapes): ${result.matches} matches in ${seconds.toFixed(2)} s ` +
      `(goal ≤ ${goalSeconds} s) ${seconds <= goalSeconds ? "PASS" : "FAIL"}`,
  );
  if (seconds > goalSeconds) process.exitCode = 1;
} finally {
  await stop();
}
