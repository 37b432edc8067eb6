// The sitemaps at 100,000 listings on PostgreSQL (docs/product/found-and-shared.md, Sitemaps): the index and a
// full listings file (50,000 addresses) are each produced in ≤ 2 s. Fills the database up to the listing count
// (migrating first), runs VACUUM ANALYZE, starts the built app against it and times whole answers (to the last
// byte) over several rounds. "made" rounds change one listing first, so the server's kept copy is stale and the
// file is made anew from the database; "kept" rounds ask again at the same listings version. "burst" rounds change
// one listing, then ask `--burst` times at once (a crawler and a few bots after a change): the slowest answer,
// and the CPU the app's process and the database's backends of this database spent on the whole burst (ADR 035).
// DATABASE_URL names the database; without it a throwaway server is started and removed afterwards.
//   npm run build && npm run bench:sitemap [-- --listings 100000 --rounds 7 --burst 16 --port 3430]
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { median, startServer } from "./lib/server.mjs";

const { values: options } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    rounds: { type: "string", default: "7" },
    burst: { type: "string", default: "16" },
    port: { type: "string", default: "3430" },
  },
});
const goalMs = 2000;
const rounds = Number(options.rounds);

const database = "roamstead_sitemap";
const { databaseUrl, pool, stop } = await openBenchDatabase({
  database,
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
  const burst = Number(options.burst);
  for (const pathname of ["/sitemap.xml", "/sitemaps/listings-1.xml"]) {
    const slowest = [];
    const appCpu = [];
    const databaseCpu = [];
    for (let round = 0; round < rounds; round += 1) {
      await changeOneListing();
      const app = cpuSecondsOf([server.pid]);
      const backends = cpuSecondsOf(backendPids(database));
      const answers = await Promise.all(Array.from({ length: burst }, () => fetchWhole(pathname)));
      slowest.push(Math.max(...answers.map((answer) => answer.ms)));
      appCpu.push(cpuSecondsOf([server.pid]).total - app.total);
      databaseCpu.push(cpuSecondsOf(backendPids(database)).since(backends));
    }
    console.log(
      `  ${burst} at once after a change, ${pathname}: slowest answer median ${median(slowest).toFixed(0)} ms ` +
        `(max ${Math.max(...slowest).toFixed(0)} ms), CPU median ${median(appCpu).toFixed(2)} s app + ` +
        `${median(databaseCpu).toFixed(2)} s database`,
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

/** The processes serving connections to `name` (PostgreSQL titles each backend with its database's name). */
function backendPids(name) {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith(`postgres: postgres ${name} `);
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** CPU seconds (user + system) each process has used, from /proc (Linux clock ticks of 1/100 s). */
function cpuSecondsOf(pids) {
  const byPid = new Map();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // ended meanwhile
    }
  }
  const total = [...byPid.values()].reduce((sum, seconds) => sum + seconds, 0);
  /** What these processes used since `earlier`; a process new since then counts from its start. */
  const since = (earlier) =>
    [...byPid].reduce((sum, [pid, seconds]) => sum + seconds - (earlier.byPid.get(pid) ?? 0), 0);
  return { byPid, total, since };
}
