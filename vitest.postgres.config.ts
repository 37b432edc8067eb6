// The PostgreSQL pass (`npm run test:postgres`, DATABASE_URL set): the suite's files that use a database. The
// others test pure code, which the first pass has run already (ADR 004).
import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./app/test/database-test-files.ts";
import base from "./vitest.config.ts";

export default defineConfig({
  ...base,
  test: { ...base.test, include: databaseTestFiles(import.meta.dirname) },
});
