// Starts the built app as `npm start` would and reports when it first answers 200.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export async function startServer({ port, dataDir, env = {} }) {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted bench would answer in the new one's place, with its older build.
  const leftOver = await fetch(`${url}/`).then(
    () => true,
    () => false,
  );
  if (leftOver) throw new Error(`Something already answers on ${url}: stop it first, or the bench would measure it.`);
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // A bench's load generator is one address asking as fast as it can: the search guards (ADR 034) would
      // measure refusals instead of the work. A bench that measures the guards sets them itself.
      SEARCH_RATE_PER_MINUTE: "0",
      SEARCH_MAX_CONCURRENT: "0",
      SEARCH_MAX_BUSY_PERCENT: "0",
      ...env,
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.status === 200) {
        await response.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const msToFirst200 = performance.now() - started;
  return {
    url,
    pid: child.pid,
    msToFirst200,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
