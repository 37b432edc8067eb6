import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { type JobQueue, scheduleCronJob, startJobQueue } from "./job-queue.server.ts";

const database = testDatabaseBed();

describe("a cron schedule's run at start", () => {
  let jobs: JobQueue | undefined;
  afterAll(async () => {
    await jobs?.stop({ graceful: true });
  });

  it("is queued once however many times the servers start within the hour", async () => {
    jobs = await startJobQueue({ database, logger: pino({ level: "silent" }), isScheduling: false });
    const queue = "start-runs-test";
    const hour = () => Math.floor(Date.now() / 3_600_000);
    const firstHour = hour();
    // A new hour begun during the test rightly takes a run of its own.
    const expectedJobs = () => (hour() === firstHour ? 1 : 2);
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    // Three starts of the schedule (a deploy restarting three instances): each registers it again.
    for (let start = 0; start < 3; start++) await scheduleCronJob(jobs, queue, "0 4 * * *", run, { runAtStart: true });

    expect(await jobs.findJobs(queue)).toHaveLength(expectedJobs());
    await expect.poll(() => runs, { timeout: 15_000 }).toBeGreaterThan(0);
    // A start after the run: the hour's run is done, none is queued.
    await scheduleCronJob(jobs, queue, "0 4 * * *", run, { runAtStart: true });
    expect(await jobs.findJobs(queue)).toHaveLength(expectedJobs());
  });
});
