// Test databases: a fresh migrated PGlite per call by default, or a fresh database on the
// PostgreSQL server named by DATABASE_URL, copied from a migrated template (concurrency and transaction
// tests need a real server).
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import {
  type MigratedState,
  readMigratedState,
  recyclePglite,
  recycleServerDatabase,
  takeRecycledPglite,
  takeRecycledServerDatabase,
} from "./recycled-database.ts";
import { testRunVariable } from "./recycled-databases-teardown.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database if one was created on a server. */
  destroy(): Promise<void>;
}

export const isPostgresRun = Boolean(process.env.DATABASE_URL);

/** How many test databases this worker has made so far (see app/test/check-database-use.ts). */
export let testDatabasesMade = 0;

let migratedPglite: Promise<{ dump: Blob; state: MigratedState }> | undefined;
let serverTemplate: Promise<string> | undefined;

/**
 * The data directory of a migrated embedded database, made once per worker: each test database starts from it,
 * with the same settings as the app's (a `clone()` would dump the template again each time and start it with
 * PostgreSQL's default 128 MB of shared buffers). With it, what a used database needs to become it again.
 */
function migratedPgliteTemplate(): Promise<{ dump: Blob; state: MigratedState }> {
  migratedPglite ??= (async () => {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    const embedded = embeddedClient(handle);
    const state = await readMigratedState(embedded);
    const dump = await embedded.dumpDataDir("none");
    await handle.close();
    return { dump, state };
  })();
  return migratedPglite;
}

// biome-ignore lint/suspicious/noExplicitAny: drizzle keeps the client on `$client`
const embeddedClient = (handle: DatabaseHandle) => (handle.db as any).$client as PGlite;

export async function createTestDatabase(): Promise<TestDatabase> {
  testDatabasesMade += 1;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await migratedPgliteTemplate();
    const handle = takeRecycledPglite() ?? (await openDatabase({ pgliteDump: template.dump }));
    return { ...handle, destroy: () => recyclePglite(embeddedClient(handle), template.state) };
  }
  const template = await migratedServerTemplate(serverUrl);
  const name = takeRecycledServerDatabase() ?? (await copyServerTemplate(serverUrl, template));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  serverState ??= withClient(url.toString(), readMigratedState);
  const state = await serverState;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const recycled = await withClient(url.toString(), (own) => recycleServerDatabase(own, name, state)).catch(
        () => false,
      );
      if (!recycled) await dropServerDatabase(serverUrl, name);
    },
  };
}

let serverState: Promise<MigratedState> | undefined;

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function copyServerTemplate(serverUrl: string, template: string): Promise<string> {
  // Named after the run, whose end drops the ones kept for reuse (app/test/recycled-databases-teardown.ts).
  const run = process.env[testRunVariable] ?? "solo";
  const name = `roamstead_test_${run}_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`),
  );
  return name;
}

async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, async (cleanup) => {
    // Pools closed just before (pg-boss's own among them) may still be hanging up; forcing them
    // off would surface as an unhandled connection error in whatever test runs next.
    for (let waited = 0; waited < 2_000; waited += 50) {
      const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
        name,
      ]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Any fixed number: the advisory lock under which one worker makes the server's template and the others wait. */
const templateLockId = 7_203_431_119;

/**
 * A migrated database on the server, named after the migrations it holds: copying it (`CREATE DATABASE …
 * TEMPLATE`) takes a fraction of migrating a new database, which every test file did before. Made once per
 * server and set of migrations; the workers take turns under an advisory lock, and the name appears only once
 * the template is complete, so a worker that died half-way leaves no broken template behind.
 */
function migratedServerTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= (async () => {
    const template = `roamstead_test_template_${await migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [templateLockId]);
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (rowCount === 0) {
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
        await migrateDatabase(handle);
        await handle.close();
        // A copy needs its template without connections; the pool's may still be hanging up.
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [building],
        );
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
    } finally {
      await admin.end();
    }
    return template;
  })();
  return serverTemplate;
}

/** A short hash of every migration file, so that a changed or new migration makes a new template. */
async function migrationsFingerprint(): Promise<string> {
  const folder = fileURLToPath(new URL("../../drizzle/", import.meta.url));
  const hash = createHash("sha256");
  for (const file of (await readdir(folder, { recursive: true })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(folder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}
