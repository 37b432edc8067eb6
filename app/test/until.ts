// Waiting in a test for background work (a worker on a real queue) to show its outcome, without a fixed sleep.

/** Resolves once `check` holds, asking every 200 ms; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
