// The webhook delivery worker (ADR 077): a sweep of the deliveries that are due hands each to a pg-boss job, one at a
// time per delivery, and the job makes one attempt (deliver-webhook.server.ts). The rows are the truth: a retry is a
// row whose next attempt is later, so a restart, a crash mid-attempt or a lost job only delays a delivery until the
// next sweep. A transaction that wrote events wakes the sweep through `notify()` after its commit (the services'
// `notifyOutbox`); a writer that wakes nothing is swept within `sweepIntervalMs`.
//
// One slow endpoint must not hold up the others: each sweep takes one due delivery per endpoint that no attempt holds,
// in turn (list-due-webhook-deliveries.server.ts), an endpoint has one attempt under way at a time (its lease, taken
// with the delivery), and the jobs run in `concurrency` loops of one job each, so a receiver that takes its 10 seconds
// holds one loop, never a batch. An attempt done wakes the sweep, which hands on that endpoint's next delivery.
import type { Job } from "pg-boss";
import type { Database } from "#app/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { type OutboxSweeps, startOutboxSweeps, workOutboxJobs } from "#app/modules/platform/outbox-worker.server.ts";
import { deliverWebhook } from "./deliver-webhook.server.ts";
import { listDueWebhookDeliveries } from "./list-due-webhook-deliveries.server.ts";

export const webhookQueue = "webhooks.deliver";

export interface WebhookWorkerTuning {
  pollingIntervalSeconds: number;
  sweepIntervalMs: number;
  notifyDebounceMs: number;
  sweepBatchSize: number;
  /** Deliveries attempted at the same time, each in its own loop; at most one per endpoint. */
  concurrency: number;
  /** How long an attempt holds its delivery; longer than the 10 s a request may take. */
  claimSeconds: number;
}

const defaultTuning: WebhookWorkerTuning = {
  pollingIntervalSeconds: 2,
  sweepIntervalMs: 5_000,
  notifyDebounceMs: 100,
  sweepBatchSize: 200,
  concurrency: 10,
  claimSeconds: 60,
};

export interface StartWebhookWorkerOptions {
  db: Database;
  /** The started queue; the caller stops it after the worker. */
  jobs: JobQueue;
  env: Pick<Env, "BASE_URL" | "OUTBOUND_ALLOWED_HOSTS">;
  logger: Logger;
  /** Wakes the mail worker: an endpoint turned off mails its owner. */
  notifyOutbox: () => void;
  tuning?: Partial<WebhookWorkerTuning>;
}

export type WebhookWorker = OutboxSweeps;

interface WebhookJob {
  deliveryId: string;
}

export async function startWebhookWorker({
  db,
  jobs: boss,
  env,
  logger,
  notifyOutbox,
  tuning,
}: StartWebhookWorkerOptions): Promise<WebhookWorker> {
  const settings = { ...defaultTuning, ...tuning };
  const log = logger.child({ module: "webhooks" });
  // "exclusive" with the delivery id as singletonKey: at most one queued or active job per delivery. A failed attempt
  // is the row's business (its next attempt), not pg-boss's: a job is never retried.
  const jobOptions = { retryLimit: 0, expireInSeconds: settings.claimSeconds };
  await boss.createQueue(webhookQueue, { policy: "exclusive", ...jobOptions });

  const run = async (job: Job<WebhookJob>) => {
    const { deliveryId } = job.data;
    const { outcome, isEndpointDisabled } = await deliverWebhook({
      db,
      deliveryId,
      baseUrl: env.BASE_URL,
      allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
      claimSeconds: settings.claimSeconds,
    });
    if (isEndpointDisabled) {
      log.info({ deliveryId }, "a webhook endpoint failed for too long and was turned off");
      notifyOutbox();
    } else log.debug({ deliveryId, outcome }, "webhook delivery");
    // Its endpoint is free again: the next sweep hands on the next delivery waiting for it.
    if (outcome !== "skipped") sweeps.notify();
    return { outcome };
  };
  const onFailure = (job: Job<WebhookJob>, error: unknown) =>
    log.warn({ deliveryId: job.data.deliveryId, err: error }, "webhook delivery failed; the next sweep tries it again");
  const workerIds: string[] = [];
  // The endpoints whose delivery waits longest first; past a full batch, the rest wait for the next sweep.
  async function sweep(isStopped: () => boolean) {
    const ids = await listDueWebhookDeliveries(db, settings.sweepBatchSize);
    if (ids.length === 0 || isStopped()) return;
    await boss.insert(
      webhookQueue,
      ids.map((deliveryId) => ({ data: { deliveryId }, singletonKey: deliveryId, ...jobOptions })),
    );
    for (const workerId of workerIds) boss.notifyWorker(workerId);
  }

  const sweeps = startOutboxSweeps({
    sweep,
    sweepIntervalMs: settings.sweepIntervalMs,
    notifyDebounceMs: settings.notifyDebounceMs,
    log,
    failureMessage: "webhook sweep failed; the next one retries",
    afterStop: () => boss.offWork(webhookQueue, { wait: true }),
  });
  for (let loop = 0; loop < settings.concurrency; loop++) {
    workerIds.push(
      await workOutboxJobs<WebhookJob>(boss, webhookQueue, {
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
        batchSize: 1,
        run,
        onFailure,
      }),
    );
  }
  log.info("webhook worker started");
  return sweeps;
}
