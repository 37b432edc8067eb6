import type { DatabaseHandle } from "#app/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { type OutboxSweeps, startOutboxSweeps, workOutboxJobs } from "#app/modules/platform/outbox-worker.server.ts";
import { deliverOutboxMessage } from "./deliver-outbox-message.server.ts";
import { listUndeliveredMail } from "./list-undelivered-mail.server.ts";
import { selectMailTransport } from "./select-mail-transport.server.ts";

export const mailQueue = "mail.deliver";

export interface MailWorkerTuning {
  /** How often the worker asks pg-boss for due jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds: number;
  /** How often pending mail is swept into jobs even if nobody calls notify(). */
  sweepIntervalMs: number;
  /** notify() calls within this window cause one sweep. */
  notifyDebounceMs: number;
  sweepBatchSize: number;
  /** Mails handed to SMTP at the same time. */
  batchSize: number;
  /** Retries of one job; when they run out the next sweep starts a new job, so mail still waits. */
  retryLimit: number;
  /** First retry delay; doubled (with jitter) on each retry up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  claimSeconds: number;
  smtpTimeoutMs: number;
}

const defaultTuning: MailWorkerTuning = {
  pollingIntervalSeconds: 2,
  sweepIntervalMs: 30_000,
  notifyDebounceMs: 100,
  sweepBatchSize: 500,
  batchSize: 5,
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  claimSeconds: 120,
  smtpTimeoutMs: 10_000,
};

export interface StartMailWorkerOptions {
  database: DatabaseHandle;
  /** The started queue; the caller stops it after the worker. */
  jobs: JobQueue;
  env: Pick<Env, "SMTP_URL" | "DEV_MAILBOX" | "MAIL_FROM" | "BASE_URL" | "isProduction">;
  logger: Logger;
  tuning?: Partial<MailWorkerTuning>;
}

export type MailWorker = OutboxSweeps;

interface MailJob {
  outboxId: number;
}

/**
 * Delivers the outbox through pg-boss jobs, one per message. The outbox stays the source of truth:
 * jobs are only a wake-up, re-created by the sweep for any pending row that has none, so a mail
 * written just before a crash, or whose retries ran out while SMTP was down, is still delivered.
 */
export async function startMailWorker({
  database,
  jobs: boss,
  env,
  logger,
  tuning,
}: StartMailWorkerOptions): Promise<MailWorker> {
  const settings = { ...defaultTuning, ...tuning };
  const log = logger.child({ module: "mail" });
  const transport = selectMailTransport(env, log, settings.smtpTimeoutMs);
  if (!transport) {
    log.warn("SMTP_URL is not set: mail waits in the outbox and is delivered once SMTP_URL is configured");
    return { notify() {}, async stop() {} };
  }
  if (env.isProduction && env.DEV_MAILBOX)
    log.warn("DEV_MAILBOX is on in production: mail goes to the log, and /dev/mailbox shows it to administrators");

  const jobOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: settings.claimSeconds,
  };

  // "exclusive" with the outbox id as singletonKey: at most one queued or active job per message.
  await boss.createQueue(mailQueue, { policy: "exclusive", ...jobOptions });

  const workerId = await workOutboxJobs<MailJob>(boss, mailQueue, {
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    batchSize: settings.batchSize,
    async run(job) {
      const { outboxId } = job.data;
      const outcome = await deliverOutboxMessage({
        db: database.db,
        transport,
        outboxId,
        from: env.MAIL_FROM,
        baseUrl: env.BASE_URL,
        claimSeconds: settings.claimSeconds,
      });
      if (outcome === "resent") log.warn({ outboxId }, "mail sent again after an attempt without an outcome");
      else log.debug({ outboxId, outcome, transport: transport.kind }, "mail delivery");
      return { outcome };
    },
    onFailure: (job, error) =>
      log.warn(
        { outboxId: job.data.outboxId, retry: job.retryCount, err: error },
        "mail delivery failed; it stays in the outbox",
      ),
  });

  // Walks every pending row, not just the oldest page: rows whose jobs wait out a retry must not
  // keep newer mail from getting a job. A row that already has one is a no-op insert.
  async function sweep(isStopped: () => boolean) {
    let afterId = 0;
    while (!isStopped()) {
      const ids = await listUndeliveredMail({ db: database.db, afterId, limit: settings.sweepBatchSize });
      if (ids.length === 0) return;
      await boss.insert(
        mailQueue,
        ids.map((outboxId) => ({ data: { outboxId }, singletonKey: String(outboxId), ...jobOptions })),
      );
      boss.notifyWorker(workerId);
      afterId = ids.at(-1) ?? afterId;
      if (ids.length < settings.sweepBatchSize) return;
    }
  }

  const sweeps = startOutboxSweeps({
    sweep,
    sweepIntervalMs: settings.sweepIntervalMs,
    notifyDebounceMs: settings.notifyDebounceMs,
    log,
    failureMessage: "outbox sweep failed; the next one retries",
    async afterStop() {
      // Graceful: a mail being handed to SMTP finishes before the queue and the database close.
      await boss.offWork(mailQueue, { wait: true });
      transport.close();
    },
  });
  log.info({ transport: transport.kind }, "mail worker started");
  return sweeps;
}
