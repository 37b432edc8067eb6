import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import { type ReadReplicas, readStatement } from "./read-replicas.server.ts";
import * as schema from "./schema.ts";
import { serverSessionOptions } from "./server-session-options.server.ts";
import { countingWrites, registerWriteCounter } from "./write-generation.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** A connection string for libraries that open their own pool (PostgreSQL only). */
  connectionString?: string;
  /** The replicas requests read from (DATABASE_READ_URL); their routing middleware. */
  readReplicas?: ReadReplicas;
  executeSql: SqlExecutor;
  close(): Promise<void>;
}

const pgliteExtensions = { pg_trgm, cube, earthdistance };

/**
 * The embedded PostgreSQL lives in one WebAssembly memory that grows and never shrinks, so every page
 * it touches once stays in the process for good (ADR 021). PostgreSQL's defaults are sized for a
 * server of its own: 128 MB of shared buffers, all touched at start, and 64 MB for maintenance
 * (the index builds of migrations). The demo marketplace fits a few MB; the operating system's file
 * cache (the data directory is ordinary files) serves what the buffers do not hold.
 */
const defaultPgliteSharedBuffersMb = 16;
const pgliteMemorySettings = ["work_mem=2MB", "maintenance_work_mem=16MB", "temp_buffers=2MB"];

function pgliteStartParams(sharedBuffersMb: number): string[] {
  const settings = [`shared_buffers=${sharedBuffersMb}MB`, ...pgliteMemorySettings];
  return [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ["-c", setting])];
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; without it an embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL's shared buffers of the embedded database, in MB (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb?: number;
  /** An in-memory embedded database starts as a copy of this data directory (PGlite's `dumpDataDir`). */
  pgliteDump?: Blob;
  /** Told when the server drops a pooled connection (restart, failover); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
  /** Replicas of the server in `databaseUrl` that requests read from (ADR 053). */
  readReplicas?: ReadReplicas;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError, options.readReplicas);
  }
  const pgliteOptions = {
    extensions: pgliteExtensions,
    startParams: pgliteStartParams(options.pgliteSharedBuffersMb ?? defaultPgliteSharedBuffersMb),
  };
  if (options.dataDir) {
    const dir = embeddedDatabaseDir(options.dataDir);
    mkdirSync(dir, { recursive: true });
    if (!hasEmbeddedDatabase(options.dataDir)) await createPgliteDataDirApart(dir, pgliteOptions.startParams);
    return wrapPglite(await PGlite.create(dir, pgliteOptions));
  }
  return wrapPglite(await PGlite.create("memory://", { ...pgliteOptions, loadDataDir: options.pgliteDump }));
}

function embeddedDatabaseDir(dataDir: string): string {
  return path.resolve(dataDir, "db");
}

/** Whether DATA_DIR holds an embedded database already (a first start makes it). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), "PG_VERSION"));
}

/**
 * Creating a data directory runs PostgreSQL's initdb, for which PGlite starts a second WebAssembly
 * instance: ~600 MB at its peak, which a long-lived process would keep until a full garbage
 * collection and glibc gave it back (ADR 021). A short-lived process does it and returns it all as it
 * exits; the server then opens the directory like any existing one. Baseline compilation only, as
 * the server itself runs (server/lean-process.ts).
 */
async function createPgliteDataDirApart(dir: string, startParams: string[]): Promise<void> {
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
await (await PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) })).close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--liftoff-only", "--input-type=module", "--eval", script, dir, JSON.stringify(startParams)],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dir} failed: ${stderr.trim()}`)),
    );
  });
}

/**
 * Wraps an embedded database (opened here, or a test clone) like any other. Its writes are counted
 * (app/db/write-generation.server.ts), so caches can tell for free that nothing has changed.
 */
export function wrapPglite(embedded: PGliteInterface): DatabaseHandle {
  const { client, counter } = countingWrites(embedded);
  // Clones are typed as the interface; drizzle only uses what the interface declares.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Database;
  registerWriteCounter(db, counter);
  return {
    db,
    kind: "pglite",
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; parameterless batches go through exec.
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  onConnectionError: (error: Error) => void = () => {},
  readReplicas?: ReadReplicas,
): Promise<DatabaseHandle> {
  const pool = new ReadRetryingPool({ connectionString, max: poolSize, options: serverSessionOptions });
  pool.replicas = readReplicas;
  handleLostConnections(pool, onConnectionError);
  // Fail at start-up, naming the problem, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    kind: "postgres",
    connectionString,
    readReplicas,
    executeSql: (text, values) => pool.query(text, values),
    async close() {
      await Promise.all([pool.end(), readReplicas?.end()]);
    },
  };
}

/**
 * A connection the server drops (a restart, a failover) emits 'error' on its client, and an 'error'
 * nobody listens to ends the process. The pool listens only while a client is idle (and re-emits it on
 * itself); a client checked out by a transaction has no listener (node-postgres #2386, #3202), so each
 * client gets its own for its whole life (ADR 032). The statement in flight fails with the error and
 * the request answers 503 (app/modules/platform/reply.server.ts).
 *
 * A checked-out client whose connection died is also given back to the pool at once, which discards
 * it: its holder may never do so. Drizzle sends a transaction's BEGIN before the block that releases
 * the client, so a BEGIN that meets a dropped connection would keep the client out of the pool for
 * good, and a few restarts would leave a pool with no connections to give.
 */
function handleLostConnections(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      onConnectionError(error);
      const holder = client as pg.PoolClient;
      if (!checkedOut.has(holder)) return;
      holder.release(error);
      // The holder's own release, later, must not throw "Release called on client which has already
      // been released": that would replace the lost connection's error with one that reads as a bug.
      holder.release = () => {};
    });
  });
  // Required, or the pool's re-emission would throw; the client's own listener has told it already.
  pool.on("error", () => {});
}

/** Long enough for a restarting server to take connections again (about half a second here). */
const readRetryDelayMs = 750;

/**
 * A pool that sends a read once more when the connection it used was lost (a server restart, a
 * failover): the read did nothing, so the page is served instead of failing. Writes and statements
 * inside transactions (which run on a checked-out client, not through `pool.query`) are never
 * repeated; their failure reaches the route as a 503 (app/modules/platform/reply.server.ts).
 */
class ReadRetryingPool extends pg.Pool {
  /** Where a request's reads go instead, when DATABASE_READ_URL names replicas (ADR 053). */
  replicas?: ReadReplicas;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them all on
  override query(...args: any[]): any {
    return this.replicas?.route(args, () => this.queryHere(args)) ?? this.queryHere(args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  override connect(...args: any[]): any {
    // Checked out without a callback: a transaction (Drizzle's). The pool's own query checks out with one.
    if (args.length === 0) this.replicas?.noteTransaction();
    return Reflect.apply(pg.Pool.prototype.connect, this, args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  private queryHere(args: any[]): any {
    const send = () => Reflect.apply(pg.Pool.prototype.query, this, args);
    const first = send();
    const text = typeof args[0] === "string" ? args[0] : args[0]?.text;
    if (typeof args.at(-1) === "function" || typeof text !== "string" || !readStatement.test(text)) return first;
    return first.catch(async (error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, readRetryDelayMs));
      return send();
    });
  }
}
