// A PostgreSQL restart is weather, not death (docs/decisions/032-database-faults-are-weather.md): the
// built server, on a PostgreSQL server of this test's own, takes a burst of newsletter sign-ups (each
// a transaction that writes a row and its mail) while that server is restarted ten times, five with
// `-m fast` and five with `-m immediate`. The process lives, no acknowledged sign-up is lost, every
// refusal is a 503 with Retry-After, writes succeed again within seconds of each restart, and the
// job queue delivers mail afterwards. `npm run build`, then `npm run test:faults`.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type SmtpSink, startSmtpSink } from "#app/test/smtp-sink.ts";
import { type ShutdownMode, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/throwaway-postgres.ts";
import { eventually, freePort, type Instance, startInstance } from "../scale-out/cluster.ts";

/** Five of each, alternating: `fast` ends sessions with an error message first, `immediate` cuts them. */
const restartModes = Array.from({ length: 10 }, (_, index): ShutdownMode => (index % 2 ? "immediate" : "fast"));
/** Sign-ups in flight at any moment. */
const concurrentWriters = 8;
/** Writes acknowledged between two restarts, so that each restart meets a running burst. */
const writesBetweenRestarts = 8;
/** How soon after the server is back a new write must succeed. */
const recoveryLimitMs = 5_000;

let postgres: ThrowawayPostgres;
let mail: SmtpSink;
let instance: Instance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-faults-"));
  postgres = await startThrowawayPostgres({ isFsyncOff: true });
  mail = await startSmtpSink();
  instance = await startInstance("faults", await freePort(), {
    DATABASE_URL: postgres.url,
    AUTH_SECRET: randomBytes(32).toString("base64"),
    BASE_URL: "http://roamstead.test",
    PAYMENT_PROVIDER: "local",
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    // Each sign-up comes from an address of its own (X-Forwarded-For), under the per-address limit.
    TRUST_PROXY: "true",
    // Fewer connections than requests in flight: a connection the pool never got back would soon leave it
    // none to give, and the writes would stop.
    DATABASE_POOL_SIZE: "4",
  });
}, 90_000);

afterAll(async () => {
  await instance?.stop();
  await mail?.close();
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

interface Answer extends Reply {
  email: string;
  startedAt: number;
  endedAt: number;
}

test("ten PostgreSQL restarts under a burst of writes: the server lives, loses no acknowledged write and answers 503 meanwhile", async () => {
  const burst = startBurst(instance.url, concurrentWriters);
  const recoveries: { mode: ShutdownMode; afterServerBackMs: number; outageMs: number }[] = [];
  try {
    for (const mode of restartModes) {
      await burst.acknowledged({ count: writesBetweenRestarts, startedSince: Date.now(), answeredSince: 0 });
      const restartedAt = Date.now();
      await postgres.restart(mode);
      const backAt = Date.now();
      // The first write acknowledged once the server is back, among those sent after the restart began.
      const recoveredAt = await burst.acknowledged({
        count: 1,
        startedSince: restartedAt,
        answeredSince: backAt,
        timeoutMs: recoveryLimitMs,
      });
      recoveries.push({ mode, afterServerBackMs: recoveredAt - backAt, outageMs: recoveredAt - restartedAt });
    }
  } finally {
    await burst.stop();
  }
  const { answers, pages } = burst;
  const acknowledged = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  // The figures of ADR 032.
  console.info(
    JSON.stringify({
      restarts: recoveries.map((recovery) => recovery.mode),
      writes: answers.length,
      acknowledged: acknowledged.length,
      refused503: refused.filter((answer) => answer.status === 503).length,
      pages: pages.length,
      pages503: pages.filter((page) => page.status === 503).length,
      acknowledgedLatencyMs: summary(acknowledged.map((answer) => answer.endedAt - answer.startedAt)),
      recoveryAfterServerBackMs: summary(recoveries.map((recovery) => recovery.afterServerBackMs)),
      outageMs: summary(recoveries.map((recovery) => recovery.outageMs)),
    }),
  );

  expect(instance.isRunning(), instance.stderr()).toBe(true);
  // Every refusal says "try again", with when, in the reply shape of the endpoint.
  expect(refused.filter((answer) => answer.status !== 503 || answer.retryAfter === null)).toEqual([]);
  for (const answer of refused) {
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      message: "The marketplace is briefly unavailable. Please try again in a few seconds.",
      values: { email: answer.email },
    });
  }
  // A page the database fails under is the error page with a 503 and Retry-After, never a 500.
  const failedPages = pages.filter((page) => page.status !== 200);
  expect(failedPages.filter((page) => page.status !== 503 || page.retryAfter === null)).toEqual([]);
  for (const page of failedPages) expect(page.body).toContain("Please try again in a moment.");
  expect(await missingSubscribers(acknowledged.map((answer) => answer.email))).toEqual([]);

  // The job queue came through too: a sign-up made now has its confirmation mail delivered.
  const email = `after-restarts-${randomBytes(4).toString("hex")}@example.com`;
  expect((await signUp(instance.url, email, "192.0.2.1")).status).toBe(200);
  await eventually(
    "the confirmation mail of a sign-up made after the restarts",
    async () => mail.received.find((received) => received.envelopeTo.includes(email)),
    30_000,
  );
}, 120_000);

interface AcknowledgedQuery {
  count: number;
  startedSince: number;
  answeredSince: number;
  timeoutMs?: number;
}

/**
 * Sign-ups sent back to back by `writers` concurrent clients, and a visitor reading the search page
 * meanwhile, each answer recorded, until stopped.
 */
function startBurst(baseUrl: string, writers: number) {
  const answers: Answer[] = [];
  const pages: Reply[] = [];
  const waiters = new Set<() => void>();
  let isStopped = false;
  let sent = 0;
  const runWriter = async () => {
    while (!isStopped) {
      const number = sent++;
      const email = `burst-${number}@example.com`;
      const startedAt = Date.now();
      const reply = await signUp(baseUrl, email, `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`);
      answers.push({ email, ...reply, startedAt, endedAt: Date.now() });
      for (const wake of waiters) wake();
    }
  };
  const runReader = async () => {
    while (!isStopped) pages.push(await send(`${baseUrl}/listings`));
  };
  const running = Promise.all([runReader(), ...Array.from({ length: writers }, runWriter)]);
  return {
    answers,
    pages,
    /**
     * When the `count`-th acknowledged write among those started at `startedSince` or later and answered
     * at `answeredSince` or later arrived; fails after `timeoutMs`.
     */
    acknowledged({ count, startedSince, answeredSince, timeoutMs = 30_000 }: AcknowledgedQuery): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const done = answers.filter(
            (answer) => answer.status === 200 && answer.startedAt >= startedSince && answer.endedAt >= answeredSince,
          );
          const last = done[count - 1];
          if (!last) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(last.endedAt);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const latest = answers.slice(-10).map((answer) => `${answer.status} ${answer.body.slice(0, 120)}`);
          const message = `fewer than ${count} writes were acknowledged within ${timeoutMs} ms; the latest answers:`;
          reject(new Error([message, ...latest, instance.stderr()].join("\n")));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      isStopped = true;
      await running;
    },
  };
}

interface Reply {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A newsletter sign-up as the box's script sends it. */
function signUp(baseUrl: string, email: string, clientAddress: string): Promise<Reply> {
  return send(`${baseUrl}/api/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress },
    body: JSON.stringify({ email }),
  });
}

/** A request's answer; a connection that fails is recorded as status 599. */
async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  } catch (error) {
    return { status: 599, retryAfter: null, body: String(error) };
  }
}

async function missingSubscribers(emails: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      "select email from newsletter_subscribers where email = any($1)",
      [emails],
    );
    const stored = new Set(rows.map((row) => row.email));
    return emails.filter((email) => !stored.has(email));
  } finally {
    await client.end();
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}
