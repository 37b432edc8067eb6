// One route test file's world: a fresh migrated database, the services on it, the request context a
// loader or action receives and the accounts signed in on it; made before the file's tests run and closed after them.
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { signedInAccount, type TestAccount } from "./accounts.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { contextWith, createTestServices, type SentJob } from "./services.ts";

/** An account to sign in: its e-mail, or its e-mail and role. */
export type RouteTestAccount = string | { email: string; role: "user" | "admin" };

export interface RouteTestBedOptions<Name extends string> {
  /** Services in place of the test ones (a geocoder that knows places, a recording storage). */
  services?: Partial<AppServices>;
  /** Collects the jobs the code under test hands to background workers. */
  sentJobs?: SentJob[];
  /** Accounts signed in, one after another, once the database is made; read them as `accounts[name]`. */
  accounts?: Record<Name, RouteTestAccount>;
}

export interface RouteTestBed<Name extends string = never> {
  readonly database: TestDatabase;
  /** The database's Drizzle client (`database.db`). */
  readonly db: Database;
  readonly services: AppServices;
  readonly context: RouterContextProvider;
  readonly accounts: Readonly<Record<Name, TestAccount>>;
}

/** Call at the top of a test file; its fields are there in hooks and tests (from the file's `beforeAll` on). */
export function routeTestBed<Name extends string = never>(options: RouteTestBedOptions<Name> = {}): RouteTestBed<Name> {
  let bed: RouteTestBed<Name> | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const services = { ...createTestServices(database, {}, options.sentJobs), ...options.services };
    const accounts = {} as Record<Name, TestAccount>;
    bed = { database, db: database.db, services, context: contextWith(services), accounts };
    for (const [name, account] of Object.entries<RouteTestAccount>(options.accounts ?? {})) {
      const { email, role } = typeof account === "string" ? { email: account, role: "user" as const } : account;
      accounts[name as Name] = await signedInAccount(services, email, role);
    }
  });
  afterAll(() => bed?.database.destroy());
  const made = (): RouteTestBed<Name> => {
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
    get accounts() {
      return made().accounts;
    },
  };
}
