import { defineConfig } from "vitest/config";
import { testFilePatterns } from "./app/test/database-test-files.ts";
import { LongFilesFirst } from "./app/test/long-files-first.ts";

export default defineConfig({
  test: {
    include: testFilePatterns,
    setupFiles: ["app/test/check-database-use.ts"],
    globalSetup: ["app/test/recycled-databases-teardown.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Files share their worker's module cache: the migrated PGlite template (app/test/database.ts) is made
    // once per worker instead of once per file, which was a third of the suite's time. Files must not
    // leave global state behind (mocks, timers, env are restored by the files that change them).
    isolate: false,
    // Node 24's V8 can abort a worker (SIGTRAP, 'Check failed: jit_page_->allocations_.erase(addr) == 1' in
    // ThreadIsolation::UnregisterWasmAllocation) when its wasm code GC frees the import wrappers of a PGlite
    // instance a test closed (nodejs/node#64500; fixed in V8, not yet in a 24.x release). Without the code GC that
    // path never runs; a worker keeps its dead wasm code until it exits (ADR 072).
    execArgv: ["--no-wasm-code-gc"],
    sequence: { sequencer: LongFilesFirst },
  },
});
