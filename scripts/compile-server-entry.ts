// Run after every build (`npm run build`'s postbuild): the process entry (server/main.ts and the start-up settings it
// imports first) is written to build/server as JavaScript, so that `npm start` runs no TypeScript. A .ts entry makes
// Node load its type stripper (SWC compiled to WebAssembly) into every server process for good: 13–14 MB idle
// (ADR 090). Node's own stripper does the work, so the build runs what development runs, minus the types.
import { readFileSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entryModules = ["main", "lean-process"];
/** A relative import: `from "./x.ts"`, `import "./x.ts"` or `import("./x.ts")` (types are gone by then). */
const relativeImport = /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

for (const name of entryModules) {
  const source = readFileSync(path.join(root, "server", `${name}.ts`), "utf8");
  const compiled = stripTypeScriptTypes(source).replace(relativeImport, (_, keyword, quote, specifier) => {
    const imported = /^\.\/([\w-]+)\.ts$/.exec(specifier)?.[1];
    // Anything else would be missing beside main.js; the entry stays this small on purpose (ADR 017).
    if (!imported || !entryModules.includes(imported)) {
      throw new Error(`server/${name}.ts imports ${specifier}: only ${entryModules.join(", ")} are compiled with it`);
    }
    return `${keyword}${quote}./${imported}.js${quote}`;
  });
  writeFileSync(path.join(root, "build", "server", `${name}.js`), compiled);
}
console.log(`Compiled the server's entry to build/server/main.js (${entryModules.length} modules).`);
