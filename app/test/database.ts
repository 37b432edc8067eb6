// Test databases: a fresh migrated PGlite per call by default, or a fresh database on the
// PostgreSQL server named by DATABASE_URL (concurrency and transaction tests need a real server).
import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase, wrapPglite } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database if one was created on a server. */
  destroy(): Promise<void>;
}

export const isPostgresRun = Boolean(process.env.DATABASE_URL);

let migratedPglite: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  migratedPglite ??= (async () => {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    // biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the client on `$client`
    return (handle.db as any).$client as PGlite;
  })();
  return migratedPglite;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = wrapPglite(await (await migratedTemplate()).clone());
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `roamstead_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
  await migrateDatabase(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Pools closed just before (pg-boss's own among them) may still be hanging up; forcing them
      // off would surface as an unhandled connection error in whatever test runs next.
      for (let waited = 0; waited < 2_000; waited += 50) {
        const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
