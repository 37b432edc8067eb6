// Run after every build (`npm run build`'s postbuild): the process entry (server/main.ts and the start-up settings it
// imports first) is written to build/server as JavaScript, so that `npm start` runs no TypeScript. A .ts entry makes
// Node load its type stripper (SWC compiled to WebAssembly) into every server process for good: 13–14 MB idle
// (ADR 090).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileEntryModule, entryModules } from "./compile-entry-module.ts";

const root = path.resolve(import.meta.dirname, "..");
for (const name of entryModules) {
  const source = readFileSync(path.join(root, "server", `${name}.ts`), "utf8");
  writeFileSync(path.join(root, "build", "server", `${name}.js`), compileEntryModule(name, source));
}
console.log(`Compiled the server's entry to build/server/main.js (${entryModules.length} modules).`);
