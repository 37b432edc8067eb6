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
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
