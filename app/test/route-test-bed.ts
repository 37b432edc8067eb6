// One route test file's world: a fresh migrated database, the services on it and the request context a
// loader or action receives; made before the file's tests run and closed after them.
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { contextWith, createTestServices } from "./services.ts";

export interface RouteTestBed {
  readonly database: TestDatabase;
  /** The database's Drizzle client (`database.db`). */
  readonly db: Database;
  readonly services: AppServices;
  readonly context: RouterContextProvider;
}

/** Call at the top of a test file; its fields are there in hooks and tests (from the file's `beforeAll` on). */
export function routeTestBed(): RouteTestBed {
  let bed: RouteTestBed | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const services = createTestServices(database);
    bed = { database, db: database.db, services, context: contextWith(services) };
  });
  afterAll(() => bed?.database.destroy());
  const made = (): RouteTestBed => {
    if (!bed) throw new Error("The route test bed is made in beforeAll: read it inside hooks and tests.");
    return bed;
  };
  return {
    get database() {
      return made().database;
    },
    get db() {
      return made().database.db;
    },
    get services() {
      return made().services;
    },
    get context() {
      return made().context;
    },
  };
}
