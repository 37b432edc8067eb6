// Run after every build (`npm run build`'s postbuild): the process entry (server/main.ts and the start-up settings it
// imports first) is written to build/server as JavaScript, so that `npm start` runs no TypeScript. A .ts entry makes
// Node load its type stripper (SWC compiled to WebAssembly) into every server process for good: ~10 MB idle and ~15 MB
// after load (ADR 090). Node's own stripper does the work, so the build runs what development runs, minus the types.
import { readFileSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entryModules = ["main", "lean-process"];
/** A relative import: `from "./x.ts"` or `import "./x.ts"`. */
const relativeImport = /((?:from|import)\s*)(["'])(\.\/[^"']+)\2/g;

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
