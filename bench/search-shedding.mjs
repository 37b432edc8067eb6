// A normal request's latency on the embedded database while hostile searches run at once, without and with the
// search guard's cap on searches running at once (ADR 034). The server is as the app has it: one process where
// the embedded database runs every query on the thread that answers every request. The clients run on a worker
// thread (a machine of their own, as far as the server can tell). The hostile searches come from a new address
// each, so only the cap, not the per-address rate, can help; the normal request reads one listing by its id, as
// a listing page does.
// Usage: node bench/search-shedding.mjs [--listings 20000 --hostile 16 --seconds 8 --busy 50]
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { percentile } from "./lib/percentiles.mjs";

if (isMainThread) await serve();
else parentPort.postMessage(await load(workerData));

async function serve() {
  const { values: options } = parseArgs({
    options: {
      listings: { type: "string", default: "20000" },
      hostile: { type: "string", default: "16" },
      seconds: { type: "string", default: "8" },
      busy: { type: "string", default: "50" },
    },
  });
  const { eq } = await import("drizzle-orm");
  const { default: express } = await import("express");
  const { default: pino } = await import("pino");
  const { openDatabase } = await import("#app/db/client.server.ts");
  const { migrateDatabase } = await import("#app/db/migrate.server.ts");
  const { listings } = await import("#app/db/schema.ts");
  const { insertGeneratedListings } = await import("#app/demo/insert-generated-listings.server.ts");
  const { clientIpHeader } = await import("#app/modules/accounts/auth.server.ts");
  const { createSearchLoadGuard, guardSearchLoad, searchPaths } = await import(
    "#app/modules/platform/search-load.server.ts"
  );
  const { createVersionedCache } = await import("#app/modules/platform/versioned-cache.server.ts");
  const { answerListingSearch } = await import("#app/modules/search/listing-json-endpoints.server.ts");
  const { clientAddress } = await import("../server/middleware.ts");
  const { jsonEndpoint } = await import("../server/express-endpoints.ts");

  const database = await openDatabase({});
  await migrateDatabase(database);
  await insertGeneratedListings({ executeSql: database.executeSql, count: Number(options.listings) });
  await database.executeSql("analyze listings");
  const [someListing] = await database.db.select({ id: listings.id }).from(listings).limit(1);
  const services = {
    db: database.db,
    geocoder: { geocode: async () => null },
    cache: createVersionedCache({ db: database.db, env: { SEARCH_CACHE_SECONDS: 0, SEARCH_CACHE_ENTRIES: 1 } }),
    logger: pino({ level: "silent" }),
  };

  console.log(
    `${options.listings} listings on the embedded database, ${options.hostile} hostile searches at once, ` +
      `${options.seconds} s per mode`,
  );
  for (const maxBusyShare of [0, Number(options.busy) / 100]) {
    const app = express();
    app.set("trust proxy", true);
    app.use(clientAddress(clientIpHeader));
    app.get(
      [...searchPaths],
      guardSearchLoad(createSearchLoadGuard({ perAddressPerMinute: 0, maxConcurrent: 0, maxBusyShare })),
    );
    app.get("/api/listings", jsonEndpoint(services, answerListingSearch));
    app.get("/normal", async (_req, res) => {
      const [row] = await database.db.select().from(listings).where(eq(listings.id, someListing.id));
      res.json({ title: row?.title });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const worker = new Worker(new URL(import.meta.url), {
      workerData: {
        origin: `http://127.0.0.1:${server.address().port}`,
        hostile: Number(options.hostile),
        seconds: Number(options.seconds),
      },
    });
    const result = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    server.close();
    console.log(JSON.stringify({ busyCap: maxBusyShare === 0 ? "off" : `${maxBusyShare * 100}%`, ...result }));
  }
  await database.close();
}

async function load({ origin, hostile, seconds }) {
  const endAt = performance.now() + seconds * 1000;
  const counts = { answered: 0, shed: 0 };
  let address = 0;
  const search = async () => {
    while (performance.now() < endAt) {
      // A different odd search each time: nothing cached, no index narrows it.
      const params = new URLSearchParams({
        make: Math.random().toString(36).slice(2, 5),
        sortBy: "mileage_desc",
        maxPrice: String(Math.floor(Math.random() * 200_000)),
        pageSize: "12",
      });
      address += 1;
      const response = await fetch(`${origin}/api/listings?${params}`, {
        headers: { "X-Forwarded-For": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
      });
      await response.arrayBuffer();
      if (response.status !== 429) counts.answered += 1;
      else {
        counts.shed += 1;
        // Back after a moment, sooner than Retry-After asks: a rude client.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const normal = async () => {
    const latencies = [];
    while (performance.now() < endAt) {
      const started = performance.now();
      const response = await fetch(`${origin}/normal`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return latencies;
  };
  const [latencies] = await Promise.all([normal(), ...Array.from({ length: hostile }, () => search())]);
  return {
    normalMedianMs: Math.round(percentile(latencies, 50)),
    normalP95Ms: Math.round(percentile(latencies, 95)),
    normalMaxMs: Math.round(Math.max(...latencies)),
    normalRequests: latencies.length,
    searchesAnswered: counts.answered,
    searchesShed: counts.shed,
  };
}
