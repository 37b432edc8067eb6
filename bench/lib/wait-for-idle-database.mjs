// A started app queues work against its database (the deal rating of every listing runs at the first start of each
// hour, ADR 027 and 054), and a page's first request can leave a making running behind its answer (the landing counts
// and the sitemaps keep serving their last value meanwhile, ADR 040): at a million listings each is seconds of
// PostgreSQL. Benchmarks of requests wait for them, so they measure the steady state, and say how long they waited.
import pg from "pg";

/**
 * Resolves once no other session of the database runs a statement, seen `quietPolls` times in a row 500 ms apart
 * (8 s: longer than pg-boss takes to pick up the job a start queued), or after `timeoutSeconds`; returns the
 * seconds waited.
 */
export async function waitForIdleDatabase(databaseUrl, { quietPolls = 16, timeoutSeconds = 300 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    let quiet = 0;
    while (quiet < quietPolls && performance.now() - started < timeoutSeconds * 1000) {
      const { rows } = await client.query(
        `select count(*)::int as busy from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      quiet = rows[0].busy === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
