// Cold `npm start` to the first 200 on the home page, embedded database, build already made.
// Usage: node bench/startup.mjs [runs]   (run `npm run build` first)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { median, startServer } from "./lib/server.mjs";

const runs = Number(process.argv[2] ?? 5);
const port = 3190;
const dataDir = mkdtempSync(path.join(tmpdir(), "roamstead-bench-start-"));

const first = await startServer({ port, dataDir });
await first.stop();
console.log(`first start (new data dir: migrate + seed demo data): ${Math.round(first.msToFirst200)} ms`);

const times = [];
for (let run = 0; run < runs; run += 1) {
  const server = await startServer({ port, dataDir });
  times.push(server.msToFirst200);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `cold start with existing data dir, ${runs} runs: median ${Math.round(median(times))} ms (${times.map(Math.round).join(", ")})`,
);
