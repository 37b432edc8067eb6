// One test file's database, made and destroyed by the file's hooks: a fresh migrated one before its
// tests run (or before each test) and gone after them.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database.ts";

export interface TestDatabaseBedOptions {
  /** A fresh database for each test rather than one for the file. */
  perTest?: boolean;
}

/** Call at the top of a test file; the database is there in hooks and tests (from the file's `beforeAll` on). */
export function testDatabaseBed({ perTest = false }: TestDatabaseBedOptions = {}): TestDatabase {
  let database: TestDatabase | undefined;
  (perTest ? beforeEach : beforeAll)(async () => {
    database = await createTestDatabase();
  });
  (perTest ? afterEach : afterAll)(() => database?.destroy());
  const made = (): TestDatabase => {
    if (!database) throw new Error("The test database is made in a hook: read it inside hooks and tests.");
    return database;
  };
  return {
    get db() {
      return made().db;
    },
    get kind() {
      return made().kind;
    },
    get connectionString() {
      return made().connectionString;
    },
    executeSql: (text, values) => made().executeSql(text, values),
    close: () => made().close(),
    destroy: () => made().destroy(),
  };
}
