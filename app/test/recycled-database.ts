// A test database is emptied back to its migrated state and handed to the worker's next test, rather than thrown
// away: opening an embedded one costs ~1 s of CPU (PostgreSQL starting inside WebAssembly from a dump of the data
// directory), copying and dropping one on a server ~1 s, emptying either a few tens of milliseconds. A database that
// cannot be made the template again (its schema changed, a transaction was left open, something still holds a
// connection to it) is thrown away as before. ADR 004 says what this costs.
import type { PGliteInterface } from "@electric-sql/pglite";
import type pg from "pg";
import { type DatabaseHandle, wrapPglite } from "#app/db/client.server.ts";

/** What makes a database the migrated template again, read once from the template itself. */
export interface MigratedState {
  /** Empties every table, restarts the sequences and puts back the rows the migrations inserted. */
  resetSql: string;
  /** The schemas, tables, columns, indexes, triggers, functions and extensions: a reset database must match. */
  catalog: string;
}

const catalogQuery = `select md5(string_agg(entry, ',' order by entry)) as catalog from (
  select 'n:' || nspname as entry from pg_namespace where nspname !~ '^pg_(toast_)?temp_'
  union all select 'c:' || table_schema || '.' || table_name || '.' || column_name || ':' || data_type || ':' ||
    coalesce(column_default, '') || ':' || is_nullable
    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
  union all select 'i:' || schemaname || '.' || indexname || ':' || indexdef from pg_indexes
    where schemaname not in ('pg_catalog', 'information_schema')
  union all select 't:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
  union all select 'f:' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 'e:' || extname || ':' || extversion from pg_extension
) entries`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** An embedded database or a connection to a server's: both answer a query with its rows. */
interface SqlClient {
  query(text: string): Promise<unknown>;
}

/** Reads a migrated database's tables, schemas, sequences and rows into the statements that restore them. */
export async function readMigratedState(embedded: SqlClient): Promise<MigratedState> {
  const tables = rowsOf<{ name: string }>(
    await embedded.query(
      "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
    ),
  ).map((row) => row.name);
  const schemas = rowsOf<{ name: string }>(
    await embedded.query("select quote_ident(nspname) as name from pg_namespace where nspname !~ '^pg_(toast_)?temp_'"),
  ).map((row) => row.name);
  const sequences = rowsOf<{ name: string }>(
    await embedded.query(
      "select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'",
    ),
  ).map((row) => row.name);
  const refills: string[] = [];
  for (const table of tables) {
    const [content] = rowsOf<{ rows: unknown[] | null }>(
      await embedded.query(`select json_agg(t) as rows from ${table} t`),
    );
    if (content?.rows) {
      refills.push(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $json$${JSON.stringify(content.rows)}$json$)`,
      );
    }
  }
  const [catalog] = rowsOf<{ catalog: string }>(await embedded.query(catalogQuery));
  const dropLaterSchemas = `do $reset$ declare extra text; begin
    for extra in select quote_ident(nspname) from pg_namespace
      where nspname !~ '^pg_(toast_)?temp_' and quote_ident(nspname) <> all (array[${schemas
        .map((name) => `'${name.replaceAll("'", "''")}'`)
        .join(", ")}]::text[]) loop
      execute 'drop schema ' || extra || ' cascade';
    end loop; end $reset$`;
  return {
    resetSql: [
      dropLaterSchemas,
      `truncate ${tables.join(", ")} restart identity cascade`,
      ...sequences.map((sequence) => `alter sequence ${sequence} restart`),
      ...refills,
    ].join(";\n"),
    catalog: catalog?.catalog ?? "",
  };
}

/** Runs the reset and tells whether the database is the template again. */
async function resetToMigrated(
  client: SqlClient & { exec?: (text: string) => Promise<unknown> },
  state: MigratedState,
) {
  try {
    // PGlite's query takes one statement; its exec, like a server's simple query, takes the batch.
    await (client.exec ? client.exec(state.resetSql) : client.query(state.resetSql));
    const [after] = rowsOf<{ catalog: string }>(await client.query(catalogQuery));
    return after?.catalog === state.catalog;
  } catch {
    return false;
  }
}

/** How many databases this worker has handed on (app/test/recycled-database.test.ts checks that it does). */
export const recycling = { handedOn: 0 };

/** One idle embedded database per worker at most: each holds its WebAssembly memory (ADR 021). */
const idle: PGliteInterface[] = [];

/** An emptied database of this worker, wrapped anew (a fresh write counter, so no cache sees the last test's). */
export function takeRecycledPglite(): DatabaseHandle | undefined {
  const embedded = idle.pop();
  if (!embedded) return undefined;
  recycling.handedOn += 1;
  return wrapPglite(embedded);
}

/**
 * Empties a test's database and keeps it for the next one; closes it instead when it cannot be made the template
 * again (a test changed its schema, left a transaction open, or closed it itself).
 */
export async function recyclePglite(embedded: PGliteInterface, state: MigratedState): Promise<void> {
  if (idle.includes(embedded)) return;
  if (idle.length === 0 && !embedded.closed && (await resetToMigrated(embedded, state))) {
    idle.push(embedded);
    return;
  }
  if (!embedded.closed) await embedded.close();
}

/** The names of this worker's emptied databases on the server. */
const idleOnServer: string[] = [];

export function takeRecycledServerDatabase(): string | undefined {
  const name = idleOnServer.pop();
  if (name) recycling.handedOn += 1;
  return name;
}

/**
 * Empties a server database whose test has closed its pool, over a connection of its own; false when it cannot be
 * made the template again, or when another connection is still on it (a pool the test left open would otherwise
 * write into the next test's data). The reset waits at most 2 s for a lock.
 */
export async function recycleServerDatabase(client: pg.Client, name: string, state: MigratedState): Promise<boolean> {
  if (!(await aloneOnDatabase(client))) return false;
  await client.query("set lock_timeout = '2s'");
  if (!(await resetToMigrated(client, state))) return false;
  idleOnServer.push(name);
  return true;
}

/** Pools closed just before (pg-boss's own among them) may take a moment to hang up. */
async function aloneOnDatabase(client: pg.Client): Promise<boolean> {
  for (let waited = 0; waited <= 1_000; waited += 25) {
    const { rows } = await client.query(
      "select count(*)::int as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    if (rows[0]?.others === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
