// Starts the built app on a throwaway data directory for the browser tests.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-e2e-"));
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
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    DEV_MAILBOX: "true",
    // Many sign-ups from one address in a few seconds; the per-account sign-in limit stays on.
    AUTH_RATE_LIMIT: "false",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
