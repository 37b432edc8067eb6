// The sitemaps at 100,000 listings on PostgreSQL (docs/product/found-and-shared.md, Sitemaps): the index and a
// full listings file (50,000 addresses) are each produced in ≤ 2 s. Fills the database up to the listing count
// (migrating first), runs VACUUM ANALYZE, starts the built app against it and times whole answers (to the last
// byte) over several rounds. "made" rounds change one listing first, so the server's kept copy is stale and the
// file is made anew from the database; "kept" rounds ask again at the same listings version.
// DATABASE_URL names the database; without it a throwaway server is started and removed afterwards.
//   npm run build && npm run bench:sitemap [-- --listings 100000 --rounds 7 --port 3430]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { median, startServer } from "./lib/server.mjs";

const { values: options } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    rounds: { type: "string", default: "7" },
    port: { type: "string", default: "3430" },
  },
});
const goalMs = 2000;
const rounds = Number(options.rounds);

const { databaseUrl, pool, stop } = await openBenchDatabase({
  database: "roamstead_sitemap",
  listings: Number(options.listings),
});
let server;
try {
  // The steady state: the saved-search alerts have matched every listing (else, just after a bulk load, the
  // matcher marks them a batch at a time, and every batch moves the listings version the kept files answer for).
  await pool.query("update listings set alerts_matched_at = now() where alerts_matched_at is null");
  await pool.query("vacuum (analyze) listings");
  const { rows } = await pool.query(
    "select count(*)::int as total, (count(*) filter (where is_approved and is_active and expires_at > now()))::int as public from listings",
  );
  const [{ total, public: publicCount }] = rows;
  console.log(`Sitemaps at ${total.toLocaleString("en-US")} listings, ${publicCount.toLocaleString("en-US")} public`);

  server = await startServer({
    port: Number(options.port),
    dataDir: mkdtempSync(path.join(tmpdir(), "roamstead-bench-sitemap-")),
    env: {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-sitemap-secret-long-enough-32b",
      PAYMENT_PROVIDER: "local",
    },
  });

  /** One whole answer: its time to the last byte, its size and how many addresses it names. */
  const fetchWhole = async (pathname) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${pathname}`, { headers: { "accept-encoding": "identity" } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    return { ms, bytes: text.length, locs: text.split("<loc>").length - 1 };
  };
  // A change to one listing moves the listings version: what the server kept no longer answers.
  const changeOneListing = () =>
    pool.query("update listings set updated_at = now() where id = (select id from listings order by id limit 1)");

  const results = [];
  for (const pathname of ["/sitemap.xml", "/sitemaps/listings-1.xml"]) {
    await fetchWhole(pathname); // warm the connection pool and the database's buffers
    const made = [];
    const kept = [];
    let last;
    for (let round = 0; round < rounds; round += 1) {
      await changeOneListing();
      last = await fetchWhole(pathname);
      made.push(last.ms);
      kept.push((await fetchWhole(pathname)).ms);
    }
    const row = {
      pathname,
      locs: last.locs,
      bytes: last.bytes,
      made: median(made),
      kept: median(kept),
      max: Math.max(...made),
    };
    results.push(row);
    console.log(
      `  ${pathname}: ${row.locs.toLocaleString("en-US")} addresses, ${(row.bytes / 1e6).toFixed(1)} MB — ` +
        `made: median ${row.made.toFixed(0)} ms (max ${row.max.toFixed(0)} ms), kept: median ${row.kept.toFixed(0)} ms`,
    );
  }
  const met = results.every((row) => row.made <= goalMs);
  console.log(
    `sitemaps at ${total.toLocaleString("en-US")} listings: index ${results[0].made.toFixed(0)} ms, ` +
      `listings file ${results[1].made.toFixed(0)} ms (goal ≤ ${goalMs} ms each) — ${met ? "met" : "NOT met"}`,
  );
  if (results[1].locs !== Math.min(50_000, publicCount)) {
    throw new Error(`listings-1.xml names ${results[1].locs} addresses, not a full file`);
  }
} finally {
  await server?.stop();
  await stop();
}
