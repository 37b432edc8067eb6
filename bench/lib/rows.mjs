// The one output contract of the bench scripts: a table for people and, with --json, the same rows as
// the last stdout line for `npm run bench` (bench/all.mjs) to collect.

/** @typedef {{ figure: string, value: string, goal: string, ok: boolean }} BenchRow */

export const wantsJson = process.argv.includes("--json");

/** @param {BenchRow[]} rows */
export function formatRows(rows) {
  const lines = ["| figure | value | goal | met |", "|---|---|---|---|"];
  for (const row of rows) lines.push(`| ${row.figure} | ${row.value} | ${row.goal} | ${row.ok ? "yes" : "NO"} |`);
  return lines.join("\n");
}

/** Prints the table, then (with --json) the rows as one JSON line. */
export function reportRows(rows) {
  console.log(`\n${formatRows(rows)}`);
  if (wantsJson) console.log(JSON.stringify(rows));
}
