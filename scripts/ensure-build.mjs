// `npm start` serves the production build; build it first when it is missing or older than the sources.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The server build and the process entry compiled after it (scripts/compile-server-entry.ts). */
const builtFiles = ["build/server/index.js", "build/server/main.js"];
const sources = ["app", "public", "server", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestModification(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    0,
  );
}

const built = Math.min(...builtFiles.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
const newestSource = Math.max(...sources.map(newestModification));
if (built < newestSource) {
  console.error(built ? "Sources changed since the last build: rebuilding." : "No complete build yet: building once.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
