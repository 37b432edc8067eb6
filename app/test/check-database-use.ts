// A setup file of every Vitest run: a test file that made a test database must be one the PostgreSQL pass runs
// (app/test/database-test-files.ts), or that pass would silently leave it out.
import { afterAll, beforeAll } from "vitest";
import { testDatabasesMade } from "./database.ts";
import { isDatabaseTestFile } from "./database-test-files.ts";

let madeBefore = 0;
let testFile = "";
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's first parameter as fixtures, and wants a pattern
beforeAll(({}, suite) => {
  madeBefore = testDatabasesMade;
  testFile = suite.file.filepath;
});
afterAll(() => {
  if (testDatabasesMade > madeBefore && !isDatabaseTestFile(testFile)) {
    throw new Error(
      `${testFile} makes a test database through a helper that app/test/database-test-files.ts does not recognise: ` +
        "name the helper there, or the PostgreSQL pass leaves the file out.",
    );
  }
});
