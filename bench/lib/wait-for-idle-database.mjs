// A started app queues work against its database (the deal rating of every listing runs once at each start,
// ADR 027): at a million listings that is a minute of one core. Benchmarks of requests wait for it, so they
// measure the steady state rather than a start-up, and say how long they waited.
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
