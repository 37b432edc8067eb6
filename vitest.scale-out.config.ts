import { defineConfig } from "vitest/config";

// The scale-out suite (tests/scale-out): two instances of the built app against one PostgreSQL server,
// started once per file. Not part of `npm test`: it needs `npm run build` and SCALE_OUT_DATABASE_URL.
export default defineConfig({
  test: {
    include: ["tests/scale-out/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: "forks",
    fileParallelism: false,
  },
});
