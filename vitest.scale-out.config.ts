import { defineConfig } from "vitest/config";

// The scale-out suite (tests/scale-out): two instances of the built app against one PostgreSQL server, and two
// against a primary and a streaming replica the suite starts itself (read-replicas.test.ts), started once per file.
// Not part of `npm test`: it needs `npm run build`, SCALE_OUT_DATABASE_URL and PostgreSQL's binaries.
export default defineConfig({
  test: {
    include: ["tests/scale-out/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: "forks",
    fileParallelism: false,
  },
});
