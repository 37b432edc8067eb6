// Waits until a process has been nearly idle for a while (its CPU time, from /proc/<pid>/stat), so that a bench
// measures the app's steady state rather than its start-up work: on a new DATA_DIR the demo's photos are encoded to
// AVIF for a minute or two on a libuv thread (ADR 022), which takes a core from the load generator on this 2-core
// machine. Returns how long it waited, in seconds.
import { readFileSync } from "node:fs";

const clockTicksPerSecond = 100;

function cpuSeconds(pid) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

export async function waitForIdleProcess(
  pid,
  { busyBelow = 0.1, quietSeconds = 3, intervalMs = 500, timeoutSeconds = 300 } = {},
) {
  const started = performance.now();
  let quietSince = performance.now();
  let last = cpuSeconds(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const now = cpuSeconds(pid);
    const busy = (now - last) / (intervalMs / 1000);
    last = now;
    if (busy >= busyBelow) quietSince = performance.now();
    const waited = (performance.now() - started) / 1000;
    if ((performance.now() - quietSince) / 1000 >= quietSeconds) return waited;
    if (waited > timeoutSeconds) throw new Error(`the app was still busy after ${timeoutSeconds} s`);
  }
}
