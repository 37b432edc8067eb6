// One module of the process entry as the build writes it (scripts/compile-server-entry.ts, ADR 090): its types removed
// by Node's own stripper, what Node does to it in development, and its relative imports renamed from .ts to .js.
import { stripTypeScriptTypes } from "node:module";

/** The entry's modules, each compiled beside the others into build/server. */
export const entryModules = ["main", "lean-process"];

/** A relative import: `from "./x.ts"`, `import "./x.ts"` or `import("./x.ts")` (types are gone by then). */
const relativeImport = /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

export function compileEntryModule(name: string, source: string): string {
  return stripTypeScriptTypes(source).replace(relativeImport, (_, keyword, quote, specifier) => {
    const imported = /^\.\/([\w-]+)\.ts$/.exec(specifier)?.[1];
    // Anything else would be missing beside main.js; the entry stays this small on purpose (ADR 017).
    if (!imported || !entryModules.includes(imported)) {
      throw new Error(`server/${name}.ts imports ${specifier}: only ${entryModules.join(", ")} are compiled with it`);
    }
    return `${keyword}${quote}./${imported}.js${quote}`;
  });
}
