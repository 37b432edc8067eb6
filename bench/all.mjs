// `npm run bench`: every measurement of the lean-server bar in one run, one table at the end
// (figure, value, goal). Each bench runs on its own, one after another, so none loads the machine
// while another measures. PostgreSQL figures use DATABASE_URL, or a throwaway local cluster.
//
// Usage: npm run bench   (builds first; see README "Measuring")
import { spawn } from "node:child_process";
import { startThrowawayPostgres } from "../scripts/throwaway-postgres.ts";
import { formatRows } from "./lib/rows.mjs";

/** Each entry: the script, its arguments, and whether it needs a PostgreSQL server. */
const benches = [
  { script: "bench/memory.mjs", args: [], postgres: true },
  { script: "bench/ssr.mjs", args: [], postgres: false },
  { script: "bench/search.mjs", args: ["--cache", "off"], postgres: true },
  { script: "bench/search-floor.mjs", args: [], postgres: true },
  { script: "bench/lighthouse.mjs", args: [], postgres: false },
  { script: "bench/home-js.mjs", args: [], postgres: false },
];

function runBench({ script, args }, env) {
  return new Promise((resolve) => {
    console.log(`\n# ${script} ${args.join(" ")}`);
    const child = spawn(process.execPath, [script, ...args, "--json"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("exit", (code) => {
      const last = output.trimEnd().split("\n").at(-1) ?? "";
      try {
        const rows = JSON.parse(last);
        if (!Array.isArray(rows)) throw new Error("not a list of rows");
        resolve(code === 0 ? rows : [...rows, failedRow(script, `exit ${code}`)]);
      } catch {
        resolve([failedRow(script, code === 0 ? "no figures printed" : `exit ${code}`)]);
      }
    });
  });
}

function failedRow(script, why) {
  return { figure: script, value: `failed (${why})`, goal: "runs", ok: false };
}

const ownPostgres = process.env.DATABASE_URL
  ? undefined
  : await startThrowawayPostgres({ database: "roamstead_bench" });
const databaseUrl = process.env.DATABASE_URL || ownPostgres?.url;
const rows = [];
try {
  for (const bench of benches) {
    rows.push(...(await runBench(bench, { DATABASE_URL: bench.postgres ? databaseUrl : "" })));
  }
} finally {
  ownPostgres?.stop();
}

console.log(`\n## npm run bench: ${rows.filter((row) => row.ok).length} of ${rows.length} figures meet their goal\n`);
console.log(formatRows(rows));
process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
