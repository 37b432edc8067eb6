import { defineConfig } from "vitest/config";

// The fault suite (tests/faults): the built app against a PostgreSQL server each file starts, and
// restarts, on its own. Not part of `npm test`: it needs `npm run build` and PostgreSQL's binaries.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 90_000,
    pool: "forks",
    fileParallelism: false,
  },
});
