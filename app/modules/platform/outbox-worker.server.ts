// What the outboxes' workers share (the mail outbox, ADR 005; webhook deliveries, ADR 077): the rows are the truth and
// pg-boss jobs only a wake-up, so each worker runs its jobs a few at a time, each settled on its own, and sweeps the
// rows that are due into jobs: on a timer, and soon after `notify()` from a writer that just committed some.
import type { Job, JobResult } from "pg-boss";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobQueue } from "./job-queue.server.ts";

export interface OutboxJobsOptions<Data> {
  pollingIntervalSeconds: number;
  /** Jobs run at the same time. */
  batchSize: number;
  /** One job's work; what it returns is the job's output. */
  run: (job: Job<Data>) => Promise<object>;
  /** Said when a job's work throws: the job fails alone, the others of its batch go on. */
  onFailure: (job: Job<Data>, error: unknown) => void;
}

/** Registers the queue's worker: a few at once, and straight back for more while batches come back full. */
export function workOutboxJobs<Data extends object>(
  boss: JobQueue,
  queue: string,
  { pollingIntervalSeconds, batchSize, run, onFailure }: OutboxJobsOptions<Data>,
): Promise<string> {
  const settle = async (job: Job<Data>): Promise<JobResult> => {
    try {
      return { id: job.id, status: "completed", output: await run(job) };
    } catch (error) {
      onFailure(job, error);
      return {
        id: job.id,
        status: "failed",
        output: { message: error instanceof Error ? error.message : String(error) },
      };
    }
  };
  return boss.work<Data>(
    queue,
    { pollingIntervalSeconds, batchSize, burstWhenBatchFull: true, perJobResults: true },
    (jobs) => Promise.all(jobs.map(settle)),
  );
}

export interface OutboxSweepsOptions {
  /** Hands the due rows to jobs; `isStopped` tells a long sweep to end early. */
  sweep: (isStopped: () => boolean) => Promise<void>;
  /** How often the rows are swept even if nobody calls notify(). */
  sweepIntervalMs: number;
  /** notify() calls within this window cause one sweep. */
  notifyDebounceMs: number;
  log: Logger;
  /** Logged when a sweep fails (the next one retries). */
  failureMessage: string;
  /** Run once by stop(), after the last sweep ended: the queue's worker taken off, the transport closed. */
  afterStop: () => Promise<void>;
}

export interface OutboxSweeps {
  /** Cheap and safe to call often: schedules one sweep soon. */
  notify(): void;
  stop(): Promise<void>;
}

/** Sweeps at once and then every `sweepIntervalMs`, one sweep at a time: a sweep asked for during one follows it. */
export function startOutboxSweeps({
  sweep,
  sweepIntervalMs,
  notifyDebounceMs,
  log,
  failureMessage,
  afterStop,
}: OutboxSweepsOptions): OutboxSweeps {
  let isStopped = false;
  let sweeping: Promise<void> | undefined;
  let sweepRequested = false;
  let debounceTimer: NodeJS.Timeout | undefined;

  function requestSweep() {
    if (isStopped) return;
    if (sweeping) {
      sweepRequested = true;
      return;
    }
    sweeping = sweep(() => isStopped)
      .catch((error) => log.error({ err: error }, failureMessage))
      .finally(() => {
        sweeping = undefined;
        if (sweepRequested) {
          sweepRequested = false;
          requestSweep();
        }
      });
  }

  const sweepTimer = setInterval(requestSweep, sweepIntervalMs);
  sweepTimer.unref();
  requestSweep();

  return {
    notify() {
      if (isStopped || debounceTimer) return;
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        requestSweep();
      }, notifyDebounceMs);
      debounceTimer.unref();
    },
    async stop() {
      if (isStopped) return;
      isStopped = true;
      clearInterval(sweepTimer);
      clearTimeout(debounceTimer);
      await sweeping;
      await afterStop();
    },
  };
}
