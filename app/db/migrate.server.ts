import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client.server.ts";

const defaultMigrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** Applies the SQL migrations in `drizzle/` that the database has not seen yet. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = defaultMigrationsFolder,
): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take the same drizzle instance shape
    await migratePglite(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await whileHoldingMigrationLock(handle, () => migratePostgres(handle.db as any, config));
  }
}

/** Any fixed number, the same in every instance: the advisory lock that migrations take turns on. */
const migrationLockId = 7_203_431_118;

/**
 * Instances started together against one server would each see the same migrations missing and run
 * them at once, and all but one would fail (`CREATE EXTENSION`, `CREATE TABLE` already done). They take
 * turns instead: the later ones find nothing left to apply. The lock is held by a session of its own,
 * so a crash releases it with the connection.
 */
async function whileHoldingMigrationLock(handle: DatabaseHandle, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: handle.connectionString });
  // A server restart during start-up drops this connection with the migration's own, which fails and
  // says why; an 'error' event nobody hears would end the process first (ADR 032).
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    await migrate();
  } finally {
    await client.end();
  }
}
