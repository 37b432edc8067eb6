import type { SqlExecutor } from "#app/db/client.server.ts";

export interface IndexBuildProgress {
  built: number;
  total: number;
}

/**
 * Runs a bulk load of listings with the table's secondary indexes dropped, then builds them again: the
 * way pg_restore loads data. At a million rows, keeping 40 indexes (three of them trigram GIN) up to
 * date row by row costs more than building each once from sorted data. It all happens in one
 * transaction, so a failed or interrupted load leaves the table and its indexes as they were; the
 * table is locked meanwhile, so this is for a database no app is serving. The executor must run every
 * statement on one connection (a pool of one, or the embedded database).
 */
export async function buildListingIndexesAfter<T>(
  executeSql: SqlExecutor,
  load: () => Promise<T>,
  onIndexBuilt?: (progress: IndexBuildProgress) => void,
): Promise<T> {
  await executeSql("begin");
  try {
    // Sorting a million keys in memory instead of in temporary files; local to this transaction.
    await executeSql("set local maintenance_work_mem = '256MB'");
    const { rows } = (await executeSql(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = 'listings'
         and not exists (select 1 from pg_constraint where conindid = format('%I', indexname)::regclass)
       order by indexname`,
    )) as { rows: { name: string; definition: string }[] };
    for (const { name } of rows) await executeSql(`drop index "${name}"`);
    const loaded = await load();
    onIndexBuilt?.({ built: 0, total: rows.length });
    for (const [index, { definition }] of rows.entries()) {
      await executeSql(definition);
      onIndexBuilt?.({ built: index + 1, total: rows.length });
    }
    await executeSql("commit");
    return loaded;
  } catch (error) {
    await executeSql("rollback").catch(() => {});
    throw error;
  }
}
