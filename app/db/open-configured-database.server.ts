import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import { openReadReplicas } from "./read-replicas.server.ts";

export interface OpenConfiguredDatabaseOptions {
  env: Pick<
    Env,
    | "DATABASE_URL"
    | "DATABASE_READ_URL"
    | "DATABASE_READ_PIN_SECONDS"
    | "DATA_DIR"
    | "DATABASE_POOL_SIZE"
    | "PGLITE_SHARED_BUFFERS_MB"
    | "BASE_URL"
  >;
  logger: Logger;
  /** Scripts open fewer connections than the server's DATABASE_POOL_SIZE. */
  poolSize?: number;
  /** The server's requests read from DATABASE_READ_URL's replicas; scripts only use the primary. */
  withReadReplicas?: boolean;
}

/** For entry points: the database the configuration names, or a fatal log line naming the variable and exit 1. */
export async function openConfiguredDatabaseOrExit({
  env,
  logger,
  poolSize,
  withReadReplicas = false,
}: OpenConfiguredDatabaseOptions): Promise<DatabaseHandle> {
  const onConnectionError = (error: Error) => logger.warn({ err: error }, "a database connection was lost");
  const readReplicas =
    withReadReplicas && env.DATABASE_URL && env.DATABASE_READ_URL.length > 0
      ? await openReadReplicas({
          urls: env.DATABASE_READ_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          pinSeconds: env.DATABASE_READ_PIN_SECONDS,
          isSecure: env.BASE_URL.startsWith("https:"),
          events: {
            onReplicaDown: (replica, error) =>
              logger.warn({ replica, err: error }, "a read replica stopped answering; its reads go to the primary"),
            onReplicaBack: (replica) => logger.info({ replica }, "a read replica answers again"),
            onConnectionError,
          },
        })
      : undefined;
  try {
    return await openDatabase({
      readReplicas,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
      poolSize: poolSize ?? env.DATABASE_POOL_SIZE,
      onConnectionError,
    });
  } catch (error) {
    logger.fatal(
      { err: error },
      env.DATABASE_URL ? "cannot connect to the database in DATABASE_URL" : "cannot open the database in DATA_DIR",
    );
    process.exit(1);
  }
}
