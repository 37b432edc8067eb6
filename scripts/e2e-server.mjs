// Starts the built app on a throwaway data directory for the browser tests, delivering its mail over SMTP to a
// local sink (app/test/smtp-sink.ts). The sink's mails are served as JSON on the next port (tests/e2e/mail-sink.ts),
// so a test can read what really went out over SMTP, headers included; /dev/mailbox still shows the outbox.
// With E2E_DATABASE_URL (a PostgreSQL server, as CI has) the app runs on a scratch database created there, seeded
// with the same demo marketplace and dropped when the server stops; otherwise on a fresh embedded database.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startSmtpSink } from "../app/test/smtp-sink.ts";

const port = process.argv[2] ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-e2e-"));
// A server database asks for what the embedded one settles by itself: the sign-in secret (instances share it) and
// the payment provider (the local one, as in development).
const serverDatabaseEnv = process.env.E2E_DATABASE_URL
  ? { AUTH_SECRET: randomBytes(32).toString("base64"), PAYMENT_PROVIDER: "local" }
  : {};
const scratchDatabase = process.env.E2E_DATABASE_URL ? await createSeededDatabase(process.env.E2E_DATABASE_URL) : null;
const sink = await startSmtpSink();
/** A header as it was sent (mailparser folds List-* headers into objects of its own). */
const headerValue = (parsed, key) =>
  parsed.headerLines.find((header) => header.key === key)?.line.replace(/^[^:]*:\s*/, "") ?? null;
const mailReader = createServer((_request, response) => {
  const mails = sink.received.map(({ envelopeTo, parsed }) => ({
    to: envelopeTo,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
    listUnsubscribe: headerValue(parsed, "list-unsubscribe"),
    listUnsubscribePost: headerValue(parsed, "list-unsubscribe-post"),
  }));
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
});
mailReader.listen(Number(port) + 1, "127.0.0.1");

const server = spawn(process.execPath, ["build/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: scratchDatabase?.url ?? "",
    ...serverDatabaseEnv,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LOG_LEVEL: "warn",
    DEV_MAILBOX: "true",
    // Many sign-ups from one address in a few seconds; the per-account sign-in limit stays on.
    AUTH_RATE_LIMIT: "false",
    // Listing views are written every second, so a test sees a view on the dashboard at once (seller-statistics.spec.ts).
    LISTING_VIEWS_FLUSH_SECONDS: "1",
    // The saved-search alerts matcher looks every 2 seconds instead of 15 (buyer-alerts.spec.ts waits on it).
    ALERT_MATCH_INTERVAL_SECONDS: "2",
    // open-platform.spec.ts's webhook receiver, on the port after the mail reader's.
    OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${Number(port) + 2}`,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await scratchDatabase?.drop();
  mailReader.close();
  sink.close().finally(() => process.exit(code ?? 0));
});

async function createSeededDatabase(serverUrl) {
  const name = `roamstead_e2e_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const drop = () => onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const seeded = spawnSync(process.execPath, ["scripts/db-seed.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: url.href, DATA_DIR: dataDir, ...serverDatabaseEnv, LOG_LEVEL: "warn" },
  });
  if (seeded.status !== 0) {
    await drop();
    throw new Error(`seeding ${name} failed (exit ${seeded.status})`);
  }
  return { url: url.href, drop };
}
