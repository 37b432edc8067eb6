import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";

export interface OpenConfiguredDatabaseOptions {
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "DATABASE_POOL_SIZE" | "PGLITE_SHARED_BUFFERS_MB">;
  logger: Logger;
  /** Scripts open fewer connections than the server's DATABASE_POOL_SIZE. */
  poolSize?: number;
}

/** For entry points: the database the configuration names, or a fatal log line naming the variable and exit 1. */
export async function openConfiguredDatabaseOrExit({
  env,
  logger,
  poolSize,
}: OpenConfiguredDatabaseOptions): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
      poolSize: poolSize ?? env.DATABASE_POOL_SIZE,
      onConnectionError: (error) => logger.warn({ err: error }, "a database connection was lost"),
    });
  } catch (error) {
    logger.fatal(
      { err: error },
      env.DATABASE_URL ? "cannot connect to the database in DATABASE_URL" : "cannot open the database in DATA_DIR",
    );
    process.exit(1);
  }
}
