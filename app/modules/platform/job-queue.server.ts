import { type ConstructorOptions, PgBoss } from "pg-boss";
import type { DatabaseHandle, SqlExecutor } from "#app/db/client.server.ts";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";

/** The one pg-boss instance of the process: mail delivery, media variants, reminders and clean-ups share it. */
export type JobQueue = PgBoss;

/** What request handlers need: hand work to a background worker (workers are registered at start-up). */
export type JobSender = Pick<PgBoss, "send">;

export interface StartJobQueueOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Runs cron schedules (`jobs.schedule`); tests that only need queues leave it off. */
  isScheduling?: boolean;
  /**
   * How often pg-boss expires the jobs of a worker that died (pg-boss's default: 60 s); the crash-loop
   * bench kills workers every few seconds and shortens it.
   */
  superviseIntervalSeconds?: number;
}

/** Starts pg-boss on the application's database (its own `pgboss` schema), PGlite or PostgreSQL. */
export async function startJobQueue({
  database,
  logger,
  isScheduling = true,
  superviseIntervalSeconds,
}: StartJobQueueOptions): Promise<JobQueue> {
  const log = logger.child({ module: "jobs" });
  const boss = new PgBoss({
    ...bossConnection(database),
    schema: "pgboss",
    schedule: isScheduling,
    ...(superviseIntervalSeconds ? { superviseIntervalSeconds } : {}),
  });
  boss.on("error", (error) => {
    // A database restart or failover (ADR 032): pg-boss reconnects and its jobs are retried, nothing to fix.
    if (isDatabaseUnavailable(error)) log.warn({ err: error }, "the job queue lost its database connection");
    else log.error({ err: error }, "job queue error");
  });
  boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
  await boss.start();
  return boss;
}

function bossConnection(database: DatabaseHandle): ConstructorOptions {
  if (database.connectionString) return { connectionString: database.connectionString, max: 3 };
  return { db: { executeSql: rollingBackOnFailure(database.executeSql) }, backend: "pglite" };
}

/**
 * pg-boss sends some work as one BEGIN … COMMIT batch. On PGlite's single connection a batch that
 * fails halfway would leave that connection inside an aborted transaction and break every request,
 * so end it, as pg-boss's own PGlite adapter does.
 */
function rollingBackOnFailure(executeSql: SqlExecutor): SqlExecutor {
  return async (text, values) => {
    try {
      return await executeSql(text, values);
    } catch (error) {
      if (!values?.length) await executeSql("ROLLBACK").catch(() => {});
      throw error;
    }
  };
}

/**
 * The window in which starts queue one run of a schedule between them (`runAtStart`): a deploy restarting every
 * instance, or a server restarted again and again, queued one run per start, and a singleton queue runs them one
 * after the other. At a million listings that was a 20–30 s rating of every listing per start, back to back for
 * minutes after a deploy (ADR 054).
 */
const startRunWindowSeconds = 3600;

/**
 * Registers `run` on a cron schedule in UTC (`cron`), run once across all processes (a singleton queue), a run
 * missed while every process was down made up once at the next start. `runAtStart` also queues a run now, one per
 * hour whatever the number of starts (pg-boss's `singletonSeconds`).
 */
export async function scheduleCronJob(
  jobs: JobQueue,
  queue: string,
  cron: string,
  run: () => Promise<void>,
  { runAtStart = false } = {},
): Promise<void> {
  await jobs.createQueue(queue, { policy: "singleton" });
  await jobs.schedule(queue, cron, null, { tz: "UTC", missed: "once" });
  await jobs.work(queue, run);
  if (runAtStart) await jobs.send(queue, null, { singletonSeconds: startRunWindowSeconds });
}
