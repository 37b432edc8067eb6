// The delivering process of bench/mail-crash-loop.mjs: the app's own mail worker (pg-boss jobs, claims,
// SMTP through nodemailer) on DATABASE_URL, sending to SMTP_URL. Claims last seconds (BENCH_CLAIM_SECONDS) instead of two
// minutes, so the mail of a killed attempt is taken up again within the bench. Says "ready" to its parent.
import { openConfiguredDatabaseOrExit } from "#app/db/open-configured-database.server.ts";
import { getEnvOrExit } from "#app/lib/env.server.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { startMailWorker } from "#app/modules/mail/mail-worker.server.ts";
import { startJobQueue } from "#app/modules/platform/job-queue.server.ts";

const env = getEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const database = await openConfiguredDatabaseOrExit({ env, logger, poolSize: 4 });
const jobs = await startJobQueue({ database, logger, isScheduling: false, superviseIntervalSeconds: 2 });
const worker = await startMailWorker({
  database,
  jobs,
  env,
  logger,
  tuning: {
    pollingIntervalSeconds: 0.5,
    sweepIntervalMs: 1000,
    notifyDebounceMs: 10,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
    claimSeconds: Number(process.env.BENCH_CLAIM_SECONDS ?? "30"),
    smtpTimeoutMs: 3000,
  },
});
// SIGTERM stops as the server does: a mail being handed to SMTP is finished and marked first.
process.once("SIGTERM", async () => {
  await worker.stop();
  await jobs.stop({ graceful: true });
  await database.close();
  process.exit(0);
});
process.send?.("ready");
