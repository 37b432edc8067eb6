import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** A connection string for libraries that open their own pool (PostgreSQL only). */
  connectionString?: string;
  executeSql: SqlExecutor;
  close(): Promise<void>;
}

const pgliteExtensions = { pg_trgm, cube, earthdistance };

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; without it an embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Told when the server drops an idle pooled connection (restart, failover); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError);
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir, "db");
    mkdirSync(dir, { recursive: true });
    return wrapPglite(await PGlite.create(dir, { extensions: pgliteExtensions }));
  }
  return wrapPglite(await PGlite.create("memory://", { extensions: pgliteExtensions }));
}

/** Wraps an embedded database (opened here, or a test clone) like any other. */
export function wrapPglite(client: PGliteInterface): DatabaseHandle {
  return {
    // Clones are typed as the interface; drizzle only uses what the interface declares.
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as Database,
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
): Promise<DatabaseHandle> {
  const pool = new ReadRetryingPool({ connectionString, max: poolSize });
  // Without a listener, an idle client's error (a server restart) would crash the process.
  pool.on("error", onConnectionError);
  // Fail at start-up, naming the problem, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    kind: "postgres",
    connectionString,
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** A read outside a transaction: safe to send again. */
const readStatement = /^\s*(select|with)\b(?![\s\S]*\bfor\s+(update|share|no key update|key share)\b)/i;
/** Long enough for a restarting server to take connections again (about half a second here). */
const readRetryDelayMs = 750;

/**
 * A pool that sends a read once more when the connection it used was lost (a server restart, a
 * failover): the read did nothing, so the page is served instead of failing. Writes and statements
 * inside transactions (which run on a checked-out client, not through `pool.query`) are never
 * repeated; their failure reaches the route as a 503 (app/modules/platform/reply.server.ts).
 */
class ReadRetryingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them all on
  override query(...args: any[]): any {
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
