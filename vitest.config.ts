import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Files share their worker's module cache: the migrated PGlite template (app/test/database.ts) is made
    // once per worker instead of once per file, which was a third of the suite's time. Files must not
    // leave global state behind (mocks, timers, env are restored by the files that change them).
    isolate: false,
  },
});
