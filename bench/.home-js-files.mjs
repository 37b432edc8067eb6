// The JavaScript a first visit to the home page downloads, raw and gzip (the quality bar is ≤ 150 KB gzip).
// Usage: node bench/home-js.mjs [--json]   (run `npm run build` first)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "./lib/server.mjs";

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-js-"));
const goalKb = 150;
const server = await startServer({ port: Number(process.env.BENCH_PORT), dataDir });
try {
  const html = await (await fetch(`${server.url}/`)).text();
  const scripts = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) {
    scripts.add(match[1]);
  }
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) scripts.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    console.log("FILE", src.replace(/-[A-Za-z0-9_-]{8}\.js$/, ""), gzipSync(body, { level: 9 }).length);
  }
  console.log(
    `home page first-load JS: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (goal ≤ ${goalKb} KB gzip)`,
  );
  if (process.argv.includes("--json")) {
    const value = `${(gzip / 1024).toFixed(1)} KB gzip (${scripts.size} files)`;
    console.log(
      JSON.stringify([
        { figure: "Home page first-load JS", value, goal: `≤ ${goalKb} KB gzip`, ok: gzip / 1024 <= goalKb },
      ]),
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
