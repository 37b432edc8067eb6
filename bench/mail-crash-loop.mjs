// Mail sent once, as far as SMTP allows (docs/product/quality-bars.md, ADR 036): how many mails arrive twice
// when the delivering process is killed (SIGKILL) at random moments and PostgreSQL is restarted under it.
// A real SMTP server (app/test/smtp-sink.ts) counts arrivals per Message-ID; a child process runs the app's
// mail worker (bench/lib/mail-delivery-process.ts) on a throwaway PostgreSQL cluster. Each round writes a
// burst of mails to the outbox, starts the child, kills it at a random moment while it delivers (some rounds
// restart PostgreSQL first, -m fast or -m immediate, while mail is being sent); a last child delivers what is left.
//   npm run bench:mail-crash-loop [-- --rounds 12 --burst 60 --restart-every 3 --signal SIGKILL]
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { startSmtpSink } from "../app/test/smtp-sink.ts";
import { startThrowawayPostgres } from "../scripts/throwaway-postgres.ts";
import { runNode } from "./lib/bench-database.mjs";

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "12" },
    burst: { type: "string", default: "60" },
    "restart-every": { type: "string", default: "3" },
    // SIGTERM instead: the worker stops gracefully (it finishes what it is sending), so what arrives twice is
    // due to the database restarts alone.
    signal: { type: "string", default: "SIGKILL" },
  },
});
const rounds = Number(options.rounds);
const burst = Number(options.burst);
const restartEvery = Number(options["restart-every"]);
const { signal } = options;
// Longer than an attempt takes on a loaded machine while PostgreSQL restarts (production holds a claim 2 minutes),
// short enough that the last process takes up the claims of killed attempts within the bench.
const claimSeconds = 30;

const started = performance.now();
const postgres = await startThrowawayPostgres({ database: "roamstead_mail_crash" });
const sink = await startSmtpSink();
const env = {
  DATABASE_URL: postgres.url,
  AUTH_SECRET: randomBytes(32).toString("base64"),
  PAYMENT_PROVIDER: "local",
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  BASE_URL: "http://roamstead.bench",
  LOG_LEVEL: "fatal",
  BENCH_CLAIM_SECONDS: String(claimSeconds),
};
const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
// The bench's own connection is cut by the restarts too; it only queries between them.
pool.on("error", () => {});

let exits = 0;
let restarts = 0;
try {
  await runNode(["scripts/db-migrate.ts"], env);
  let written = 0;
  const writeBurst = async () => {
    await pool.query(
      `insert into outbox (recipient, subject, text, html, reason)
       select 'buyer' || n || '@example.com', 'Mail ' || n, 'Hello ' || n, '<p>Hello ' || n || '</p>', 'the bench'
       from generate_series($1::int, $2::int) as n`,
      [written + 1, written + burst],
    );
    written += burst;
  };
  const startChild = async () => {
    const child = fork("bench/lib/mail-delivery-process.ts", { env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", () => {
      exits += 1;
    });
    await once(child, "message");
    return child;
  };

  for (let round = 1; round <= rounds; round++) {
    await writeBurst();
    const child = await startChild();
    // A random moment while the burst is being delivered (the first mails leave within a second of start-up;
    // the burst lasts longer than the round), not one tied to an arrival, which would favour the window.
    const killAt = performance.now() + 1000 + Math.random() * 2000;
    if (round % restartEvery === 0) {
      await sleep(500);
      await postgres.restart(round % (2 * restartEvery) === 0 ? "immediate" : "fast");
      restarts += 1;
    }
    await sleep(Math.max(0, killAt - performance.now()));
    child.kill(signal);
    await once(child, "exit").catch(() => {});
    process.stdout.write(
      `round ${round}: ${sink.received.length} arrivals so far, ${Math.round((performance.now() - started) / 1000)} s\n`,
    );
  }

  // The last process delivers the rest, claims left by killed attempts included once they run out.
  const child = await startChild();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await pool.query("select count(*)::int as n from outbox where status <> 'sent'");
    if (rows[0].n === 0 || Date.now() > deadline) break;
    await sleep(250);
  }
  child.kill("SIGTERM");
  await once(child, "exit");

  const arrivals = new Map();
  for (const mail of sink.received) {
    const id = mail.parsed.messageId ?? "";
    arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
  }
  const { rows } = await pool.query(
    "select count(*) filter (where status = 'sent')::int as sent, count(*)::int as total from outbox",
  );
  const duplicates = [...arrivals.values()].reduce((sum, count) => sum + count - 1, 0);
  const twice = [...arrivals.values()].filter((count) => count > 1).length;
  console.log(
    JSON.stringify(
      {
        mails: written,
        stops: `${rounds} × ${signal}`,
        postgresRestarts: restarts,
        childExits: exits,
        marked: `${rows[0].sent} of ${rows[0].total} sent`,
        received: sink.received.length,
        distinct: arrivals.size,
        missing: written - arrivals.size,
        mailsReceivedMoreThanOnce: twice,
        extraCopies: duplicates,
        seconds: Math.round((performance.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
} finally {
  await pool.end();
  await sink.close();
  postgres.stop();
}
