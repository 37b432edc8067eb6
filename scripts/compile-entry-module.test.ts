import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileEntryModule } from "./compile-entry-module.ts";

const serverDir = path.resolve(import.meta.dirname, "../server");

describe("the process entry as the build writes it", () => {
  it("keeps the code, drops the types and imports the compiled start-up settings first", () => {
    const compiled = compileEntryModule("main", readFileSync(path.join(serverDir, "main.ts"), "utf8"));
    expect(compiled).toMatch(/^import "\.\/lean-process\.js";$/m);
    expect(compiled).toContain('path.resolve("build/server/index.js")');
    expect(compiled).not.toMatch(/import type|: ViteDevServer|as ServerEntry|(?:from|import) "\.\/[^"]+\.ts"/);
  });

  it("refuses an import of any module the build does not compile with the entry", () => {
    expect(() => compileEntryModule("main", 'import { a } from "./app.ts";')).toThrow(
      "server/main.ts imports ./app.ts: only main, lean-process are compiled with it",
    );
    expect(() => compileEntryModule("main", 'await import("../app/x.ts");')).toThrow("imports ../app/x.ts");
  });
});
