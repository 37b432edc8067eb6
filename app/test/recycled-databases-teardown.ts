// Vitest's global setup: names this run for the test databases made on a server, and drops at the end those the
// workers kept to reuse (app/test/recycled-database.ts), so a developer's server does not collect them run by run.
import pg from "pg";

export const testRunVariable = "ROAMSTEAD_TEST_RUN";

export default function nameTestRun() {
  const run = `r${process.pid}`;
  // Set before the workers start, so each of them inherits it.
  process.env[testRunVariable] = run;
  return async function dropKeptDatabases() {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        "select datname as name from pg_database where datname like $1",
        [`roamstead_test_${run}_%`],
      );
      for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
