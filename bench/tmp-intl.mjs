import { chromium } from "playwright";

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__intl = [];
  for (const name of [
    "NumberFormat",
    "PluralRules",
    "DateTimeFormat",
    "RelativeTimeFormat",
    "ListFormat",
    "Collator",
  ]) {
    const Orig = Intl[name];
    const Wrapped = (...args) => {
      const t = performance.now();
      const r = new Orig(...args);
      window.__intl.push([
        name,
        JSON.stringify(args),
        +(performance.now() - t).toFixed(2),
        new Error().stack.split("\n").slice(2, 4).join(" | "),
      ]);
      return r;
    };
    Wrapped.prototype = Orig.prototype;
    Wrapped.supportedLocalesOf = Orig.supportedLocalesOf;
    Intl[name] = Wrapped;
  }
  const origLS = Number.prototype.toLocaleString;
  window.__tls = 0;
  window.__tlsMs = 0;
  Number.prototype.toLocaleString = function (...a) {
    const t = performance.now();
    const r = origLS.apply(this, a);
    window.__tls++;
    window.__tlsMs += performance.now() - t;
    return r;
  };
});
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const r = await page.evaluate(() => ({ intl: window.__intl, tls: window.__tls, tlsMs: window.__tlsMs }));
console.log(
  "constructions:",
  r.intl.length,
  "total ms",
  r.intl.reduce((s, x) => s + x[2], 0).toFixed(1),
  "toLocaleString calls",
  r.tls,
  r.tlsMs.toFixed(1),
);
const agg = new Map();
for (const [n, a, ms, st] of r.intl) {
  const k = n + " " + a;
  const v = agg.get(k) ?? [0, 0, st];
  v[0]++;
  v[1] += ms;
  agg.set(k, v);
}
for (const [k, v] of [...agg].sort((a, b) => b[1][1] - a[1][1]).slice(0, 25))
  console.log(v[0], v[1].toFixed(2), k.slice(0, 140), "\n      ", v[2].slice(0, 200));
await browser.close();
