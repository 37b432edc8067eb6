// Embedded test databases are emptied back to their migrated state and handed to the next test of the worker,
// rather than closed: opening one costs ~1 s of CPU (PostgreSQL starting inside WebAssembly from a dump of the
// data directory), emptying it a few tens of milliseconds. ADR 004 says what this costs.
import type { PGliteInterface } from "@electric-sql/pglite";
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

/** Reads the migrated template's tables, schemas, sequences and rows into the statements that restore them. */
export async function readMigratedState(embedded: PGliteInterface): Promise<MigratedState> {
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

/** One idle database per worker at most: each holds its WebAssembly memory (ADR 021). */
const idle: PGliteInterface[] = [];

/** An emptied database of this worker, wrapped anew (a fresh write counter, so no cache sees the last test's). */
export function takeRecycledPglite(): DatabaseHandle | undefined {
  const embedded = idle.pop();
  return embedded ? wrapPglite(embedded) : undefined;
}

/**
 * Empties a test's database and keeps it for the next one; closes it instead when it cannot be made the template
 * again (a test changed its schema, left a transaction open, or closed it itself).
 */
export async function recyclePglite(embedded: PGliteInterface, state: MigratedState): Promise<void> {
  if (idle.includes(embedded)) return;
  if (idle.length === 0 && !embedded.closed) {
    try {
      await embedded.exec(state.resetSql);
      const [after] = rowsOf<{ catalog: string }>(await embedded.query(catalogQuery));
      if (after?.catalog === state.catalog) {
        idle.push(embedded);
        return;
      }
    } catch {
      // Not reusable: closed below like any other.
    }
  }
  if (!embedded.closed) await embedded.close();
}
