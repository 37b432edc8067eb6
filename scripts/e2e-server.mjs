// Starts the built app on a throwaway data directory for the browser tests, delivering its mail over SMTP to a
// local sink (app/test/smtp-sink.ts). The sink's mails are served as JSON on the next port (tests/e2e/mail-sink.ts),
// so a test can read what really went out over SMTP, headers included; /dev/mailbox still shows the outbox.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpSink } from "../app/test/smtp-sink.ts";

const port = process.argv[2] ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-e2e-"));
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

const server = spawn(process.execPath, ["server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LOG_LEVEL: "warn",
    DEV_MAILBOX: "true",
    // Many sign-ups from one address in a few seconds; the per-account sign-in limit stays on.
    AUTH_RATE_LIMIT: "false",
    // Listing views are written every second, so a test sees a view on the dashboard at once (seller-statistics.spec.ts).
    LISTING_VIEWS_FLUSH_SECONDS: "1",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  mailReader.close();
  sink.close().finally(() => process.exit(code ?? 0));
});
