// The JavaScript a first visit to the home page of a started server downloads, raw and gzip (the quality bar is
// ≤ 150 KB gzip). The page is read as the budget check reads every key page of the build (scripts/page-weight.ts,
// ADR 049); this one asks a running instance, the demo data and all.
// Usage: node bench/home-js.mjs [--json]   (run `npm run build` first)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSize, readPageRequests, withStaticImports } from "../scripts/page-weight.ts";
import { startServer } from "./lib/server.mjs";

const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-js-"));
const goalKb = 150;
const server = await startServer({ port: 3461, dataDir });
try {
  const page = readPageRequests(await (await fetch(`${server.url}/`)).text());
  // The page names its entry and route modules; what they import is read from the build the server serves.
  const scripts = withStaticImports(page.scripts, (href) => {
    if (!href.startsWith("/assets/")) return undefined;
    return readFileSync(path.join("build/client", href), "utf8");
  });
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSize(body);
  }
  console.log(
    `home page first-load JS: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (goal ≤ ${goalKb} KB gzip)`,
  );
  if (process.argv.includes("--json")) {
    const value = `${(gzip / 1024).toFixed(1)} KB gzip (${scripts.length} files)`;
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
