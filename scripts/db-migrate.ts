// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { openConfiguredDatabaseOrExit } from "#app/db/open-configured-database.server.ts";
import { getEnvOrExit } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";

const env = getEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const started = performance.now();
const database = await openConfiguredDatabaseOrExit({ env, logger, poolSize: 1 });
try {
  await migrateDatabase(database);
  logger.info({ database: database.kind, ms: Math.round(performance.now() - started) }, "database migrated");
} catch (error) {
  logger.fatal({ err: error }, "migration failed");
  process.exitCode = 1;
} finally {
  await database.close();
}
