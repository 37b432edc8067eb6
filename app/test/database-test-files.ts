// Which test files the PostgreSQL pass runs: those that use a database. A file that tests pure code (a parser, a
// component, a formula) gives the same result on either database, so the second pass leaves it out (ADR 004).
// The rule reads each file's own text; `checkDatabaseUse` (a setup file) fails any file that makes a test
// database without the rule seeing it, so no file drops out of the PostgreSQL pass unnoticed.
import { globSync, readFileSync } from "node:fs";

export const testFilePatterns = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];

const usesDatabase =
  /createTestDatabase|testDatabaseBed|routeTestBed|DATABASE_URL|isPostgresRun|openDatabase|#app\/test\/(database|services|app-request-handler|authorization-matrix|route-test-bed)\b/;

/** Whether the test file at `path` (relative to the repository or absolute) uses a database. */
export function isDatabaseTestFile(path: string): boolean {
  return usesDatabase.test(readFileSync(path, "utf8"));
}

/** The test files that use a database, relative to the repository root `root`. */
export function databaseTestFiles(root: string): string[] {
  return globSync(testFilePatterns, { cwd: root, exclude: (name) => name === "node_modules" })
    .filter((file) => isDatabaseTestFile(`${root}/${file}`))
    .sort();
}
