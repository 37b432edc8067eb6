import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
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
    await migratePostgres(handle.db as any, config);
  }
}
