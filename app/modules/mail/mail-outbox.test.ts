import { once } from "node:events";
import { createServer } from "node:net";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { outbox } from "#app/db/schema.ts";
import { type JobQueue, startJobQueue } from "#app/modules/platform/job-queue.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "#app/test/smtp-sink.ts";
import { deliverOutboxMessage, outboxMessageId } from "./deliver-outbox-message.server.ts";
import { enqueueMail } from "./enqueue-mail.server.ts";
import { listOutboxMessages } from "./list-outbox-messages.server.ts";
import { listUndeliveredMail } from "./list-undelivered-mail.server.ts";
import type { MailTransport } from "./mail-transport.server.ts";
import { type MailWorker, mailQueue, type StartMailWorkerOptions, startMailWorker } from "./mail-worker.server.ts";
import { renderMail } from "./render-mail.ts";

const baseUrl = "http://roamstead.test";
const fastTuning = {
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  notifyDebounceMs: 10,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 1,
  smtpTimeoutMs: 2000,
  // Smaller than the number of mails in a test, so sweeps page through the outbox.
  sweepBatchSize: 2,
};
const silentLogger = pino({ level: "silent" });

let database: TestDatabase;
let worker: MailWorker | undefined;
let jobs: JobQueue | undefined;
let smtp: SmtpSink | undefined;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await jobs?.stop({ graceful: true });
  jobs = undefined;
  await smtp?.close();
  smtp = undefined;
  await database.destroy();
});

async function startWorker(env: Partial<StartMailWorkerOptions["env"]>, logger = silentLogger) {
  jobs ??= await startJobQueue({ database, logger, isScheduling: false });
  return startMailWorker({
    database,
    jobs,
    env: {
      DEV_MAILBOX: false,
      MAIL_FROM: "Roamstead <hello@roamstead.test>",
      BASE_URL: baseUrl,
      isProduction: false,
      ...env,
    },
    logger,
    tuning: fastTuning,
  });
}

function mailTo(to: string, subject: string) {
  return {
    to,
    subject,
    ...renderMail({
      baseUrl,
      locale: "en-US",
      heading: subject,
      paragraphs: [`Hello ${to}`],
      reason: "this is a test.",
    }),
  };
}

async function outboxRows() {
  return database.db.select().from(outbox).orderBy(outbox.id);
}

/** Jobs that may still send something; none left means every attempt has finished. */
async function unfinishedJobCount(): Promise<number> {
  const { rows } = await database.executeSql(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
    [mailQueue],
  );
  return (rows[0] as { n: number }).n;
}

describe("the outbox", () => {
  test("a mail enqueued in a rolled-back transaction is never sent; a committed one arrives whole", async () => {
    smtp = await startSmtpSink();
    worker = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mailTo("ghost@example.com", "Never sent"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const { id } = await database.db.transaction((tx) =>
      enqueueMail(tx, mailTo("buyer@example.com", "Your message was sent")),
    );
    worker.notify();

    await vi.waitFor(
      async () => {
        expect((await outboxRows()).map((row) => row.status)).toEqual(["sent"]);
        expect(await unfinishedJobCount()).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received as [ReceivedMail];
    expect(mail.envelopeTo).toEqual(["buyer@example.com"]);
    expect(mail.parsed.subject).toBe("Your message was sent");
    expect(mail.parsed.messageId).toBe(outboxMessageId(id, baseUrl));
    expect(mail.parsed.text).toContain("Hello buyer@example.com");
    expect(mail.parsed.text).toContain("You received this e-mail because this is a test.");
    expect(mail.parsed.html).toContain("<h1");
    expect(mail.parsed.html).toContain("Hello buyer@example.com");

    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.providerMessageId).toMatch(/^250 /);
  });

  test("while SMTP is down nothing is lost, and once it is back every mail is delivered exactly once", async () => {
    const port = await freePort();
    worker = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    for (const n of [1, 2, 3, 4]) {
      await database.db.transaction((tx) => enqueueMail(tx, mailTo(`buyer${n}@example.com`, `Mail ${n}`)));
    }
    worker.notify();

    // Every mail has failed and been retried at least once, and still waits.
    await vi.waitFor(
      async () => {
        const rows = await outboxRows();
        expect(rows).toHaveLength(4);
        for (const row of rows) {
          expect(row.status).toBe("pending");
          expect(row.attempts).toBeGreaterThanOrEqual(2);
          expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        }
      },
      { timeout: 15_000, interval: 100 },
    );

    smtp = await startSmtpSink(port);
    await vi.waitFor(
      async () => {
        expect((await outboxRows()).every((row) => row.status === "sent")).toBe(true);
        expect(await unfinishedJobCount()).toBe(0);
      },
      { timeout: 15_000, interval: 50 },
    );

    const arrivals = new Map<string, number>();
    for (const mail of smtp.received) {
      const key = mail.parsed.messageId ?? "";
      arrivals.set(key, (arrivals.get(key) ?? 0) + 1);
    }
    const expected = (await outboxRows()).map((row) => outboxMessageId(row.id, baseUrl));
    expect([...arrivals.keys()].sort()).toEqual(expected.sort());
    expect([...arrivals.values()]).toEqual([1, 1, 1, 1]);
  });

  test("without SMTP in development the mail goes to the log and the dev mailbox, even if written before start-up", async () => {
    // Committed while no worker ran (say, just before a crash) and nobody calls notify().
    await database.db.transaction((tx) => enqueueMail(tx, mailTo("seller@example.com", "Dev only")));
    const lines: string[] = [];
    worker = await startWorker({ DEV_MAILBOX: true }, captureLogger(lines));

    await vi.waitFor(
      async () => {
        const [row] = await outboxRows();
        expect(row).toMatchObject({ status: "sent", providerMessageId: "dev-mailbox" });
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(lines.join("\n")).toContain('"subject":"Dev only"');
    const [listed] = await listOutboxMessages({ db: database.db, limit: 50 });
    expect(listed).toMatchObject({ recipient: "seller@example.com", subject: "Dev only", status: "sent" });
    expect(listed?.text).toContain("Hello seller@example.com");
  });

  test("in production without SMTP the mail waits in the outbox and start-up says so", async () => {
    const lines: string[] = [];
    worker = await startWorker({ isProduction: true }, captureLogger(lines));
    await database.db.transaction((tx) => enqueueMail(tx, mailTo("seller@example.com", "Waits")));
    worker.notify();

    expect(lines.join("\n")).toContain("SMTP_URL is not set");
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });

  test("two attempts racing for the same message send it once", async () => {
    const { id } = await enqueueMail(database.db, mailTo("buyer@example.com", "Once"));
    const sent: string[] = [];
    const slowTransport: MailTransport = {
      kind: "smtp",
      async send(mail) {
        sent.push(mail.messageId);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { providerMessageId: "250 ok" };
      },
      close() {},
    };
    const attempt = () =>
      deliverOutboxMessage({
        db: database.db,
        transport: slowTransport,
        outboxId: id,
        from: "a@roamstead.test",
        baseUrl,
      });

    const outcomes = await Promise.all([attempt(), attempt(), attempt()]);

    expect(outcomes.sort()).toEqual(["sent", "skipped", "skipped"]);
    expect(sent).toEqual([outboxMessageId(id, baseUrl)]);
    expect(await attempt()).toBe("skipped");
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("a row another attempt holds is not sent; once its claim has run out it is sent again, with the same Message-ID", async () => {
    const { id } = await enqueueMail(database.db, mailTo("buyer@example.com", "Held"));
    const transport = recordingTransport();
    const attempt = () =>
      deliverOutboxMessage({ db: database.db, transport, outboxId: id, from: "a@roamstead.test", baseUrl });
    // Another worker's claim, committed before its SMTP conversation.
    await database.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(outbox.id, id));
    expect(await attempt()).toBe("skipped");
    expect(await listUndeliveredMail({ db: database.db, limit: 10 })).toEqual([]);
    expect(transport.sent).toEqual([]);

    // That worker died without a mark: the claim runs out and the mail may have been sent.
    await database.db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));
    expect(await listUndeliveredMail({ db: database.db, limit: 10 })).toEqual([id]);
    expect(await attempt()).toBe("resent");
    expect(transport.sent).toEqual([outboxMessageId(id, baseUrl)]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, claimedUntil: null, lastError: null });
  });

  test("a stale claim found at start-up is delivered by the worker with the row's Message-ID", async () => {
    const { id } = await enqueueMail(database.db, mailTo("buyer@example.com", "After a crash"));
    await database.db
      .update(outbox)
      .set({ claimedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(outbox.id, id));
    smtp = await startSmtpSink();
    worker = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await vi.waitFor(async () => expect((await outboxRows())[0]?.status).toBe("sent"), {
      timeout: 10_000,
      interval: 50,
    });
    expect(smtp.received.map((mail) => mail.parsed.messageId)).toEqual([outboxMessageId(id, baseUrl)]);
  });

  test("every retry of a mail carries its Message-ID, and a refused attempt is retried as not sent", async () => {
    const { id } = await enqueueMail(database.db, mailTo("buyer@example.com", "Retried"));
    const transport = recordingTransport([new Error("421 try again later")]);
    const attempt = () =>
      deliverOutboxMessage({ db: database.db, transport, outboxId: id, from: "a@roamstead.test", baseUrl });
    await expect(attempt()).rejects.toThrow("421");
    expect((await outboxRows())[0]).toMatchObject({
      status: "pending",
      claimedUntil: null,
      lastError: "421 try again later",
    });
    expect(await attempt()).toBe("sent");
    expect(transport.sent).toEqual([outboxMessageId(id, baseUrl), outboxMessageId(id, baseUrl)]);
  });

  test("the sent mark waits out a database that went away after the relay accepted", async () => {
    const { id } = await enqueueMail(database.db, mailTo("buyer@example.com", "Restart"));
    let isDatabaseAway = false;
    const lost = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    // The database as the worker sees it during a restart: every write fails until it is back.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "update" || !isDatabaseAway) return Reflect.get(target, property, receiver);
        return () => ({ set: () => ({ where: () => Promise.reject(lost) }) });
      },
    });
    const transport = recordingTransport();
    const send = transport.send.bind(transport);
    transport.send = async (mail) => {
      const accepted = await send(mail);
      isDatabaseAway = true;
      setTimeout(() => {
        isDatabaseAway = false;
      }, 500);
      return accepted;
    };
    expect(await deliverOutboxMessage({ db, transport, outboxId: id, from: "a@roamstead.test", baseUrl })).toBe("sent");
    expect((await outboxRows())[0]).toMatchObject({ status: "sent", claimedUntil: null });
    expect(transport.sent).toHaveLength(1);
  });

  test("refuses a mail without a valid address or a subject", async () => {
    const valid = mailTo("buyer@example.com", "Fine");
    await expect(enqueueMail(database.db, { ...valid, to: "not an address" })).rejects.toThrow(/valid email/);
    await expect(enqueueMail(database.db, { ...valid, subject: "   " })).rejects.toThrow(/subject/);
    await expect(enqueueMail(database.db, { ...valid, subject: "Hi\r\nBcc: victim@example.com" })).rejects.toThrow(
      /one line/,
    );
    await expect(enqueueMail(database.db, { ...valid, reason: "" })).rejects.toThrow(/why/);
    expect(await database.db.select().from(outbox).where(eq(outbox.recipient, "buyer@example.com"))).toEqual([]);
  });
});

/** A relay that keeps the Message-ID of each mail it is handed, refusing with `failures` first. */
function recordingTransport(failures: Error[] = []): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    kind: "smtp",
    sent,
    async send(mail) {
      sent.push(mail.messageId);
      const failure = failures.shift();
      if (failure) throw failure;
      return { providerMessageId: "250 ok" };
    },
    close() {},
  };
}

/** A port nothing listens on (yet): connecting to it is refused, like an SMTP server that is down. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await new Promise((resolve) => probe.close(resolve));
  return address.port;
}

function captureLogger(lines: string[]) {
  return pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
