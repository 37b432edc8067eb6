// A Lighthouse trace's page main thread, with each task counted at the time it ran on a core.
//
// Chromium records every trace event's wall-clock duration (`dur`) and the CPU time its thread spent in it (`tdur`).
// On a phone the page's main thread has a core to itself; on this 2-core host it shares them with Chromium's
// browser and GPU processes, Lighthouse's own process reading the trace, and the app serving the page. A task's
// wall time then includes the time the thread waited for a core, and Lighthouse's simulation multiplies that
// waiting by its CPU slowdown like real work (docs/decisions/084-lighthouse-on-a-shared-host.md).
import { readFileSync, writeFileSync } from "node:fs";

const key = (event) => `${event.pid}:${event.tid}`;

/**
 * The page's main thread: the renderer's main thread in the process the page's main frame last committed in (the
 * first navigation, to about:blank, is another process's), else the renderer main thread that ran the most tasks.
 */
function pageMainThread(events) {
  const names = new Map(events.filter((event) => event.name === "thread_name").map((e) => [key(e), e.args.name]));
  const renderers = [...names].filter(([, name]) => name === "CrRendererMain").map(([thread]) => thread);
  // When the process is not ready as the frame commits, Chromium names it in a later ProcessReadyInBrowser event (as
  // Lighthouse's trace processor reads it).
  const committed = events.filter(
    (event) =>
      (event.name === "FrameCommittedInBrowser" && event.args?.data?.isOutermostMainFrame) ||
      (event.name === "ProcessReadyInBrowser" && event.args?.data?.processId),
  );
  const pid = committed.findLast((event) => event.args.data.processId)?.args.data.processId;
  const ofPage = renderers.find((thread) => thread.startsWith(`${pid}:`));
  if (ofPage) return ofPage;
  const taskTime = new Map();
  for (const event of events) {
    if (event.ph !== "X" || event.name !== "RunTask" || !renderers.includes(key(event))) continue;
    taskTime.set(key(event), (taskTime.get(key(event)) ?? 0) + event.dur);
  }
  return [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Rewrites `traceFile` in place: every top-level event of the page's main thread is shortened to its CPU time,
 * the events nested in it scaled with it (so they stay nested) and its start kept. Returns the thread's task
 * time before and after, in milliseconds, the longest task on a core, and how many tasks Chromium gave no CPU time
 * (counted whole).
 */
export function countMainThreadOnCore(traceFile) {
  const trace = JSON.parse(readFileSync(traceFile, "utf8"));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = pageMainThread(events);
  const timed = events
    .filter((event) => key(event) === main && event.ph === "X" && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wallUs = 0;
  let onCoreUs = 0;
  let longestOnCoreUs = 0;
  let taskStart = 0;
  let taskEnd = Number.NEGATIVE_INFINITY;
  let share = 1;
  let tasksWithoutCpuTime = 0;
  for (const event of timed) {
    if (event.ts >= taskEnd) {
      taskStart = event.ts;
      taskEnd = event.ts + event.dur;
      if (event.tdur === undefined) tasksWithoutCpuTime += 1;
      share = event.tdur === undefined ? 1 : Math.min(1, event.tdur / event.dur);
      wallUs += event.dur;
      onCoreUs += event.dur * share;
      longestOnCoreUs = Math.max(longestOnCoreUs, event.dur * share);
    }
    event.ts = taskStart + (event.ts - taskStart) * share;
    event.dur *= share;
    if (event.tdur !== undefined) event.tdur = Math.min(event.tdur, event.dur);
  }
  writeFileSync(traceFile, JSON.stringify(trace));
  return {
    wallMs: wallUs / 1000,
    onCoreMs: onCoreUs / 1000,
    longestOnCoreMs: longestOnCoreUs / 1000,
    tasksWithoutCpuTime,
  };
}
