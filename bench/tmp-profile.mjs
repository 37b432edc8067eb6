import { chromium } from "playwright";

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: "longtask", buffered: true });
});
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(4000);
const { profile } = await cdp.send("Profiler.stop");
const long = await page.evaluate(() => window.__long);
console.log(
  "long tasks (4x):",
  JSON.stringify(long),
  "TBT≈",
  long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const f = n.callFrame;
  const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const top = [...self]
  .filter(([k]) => !k.startsWith("(idle)") && !k.startsWith("(program)"))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[3] ?? 30));
for (const [k, v] of top) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
