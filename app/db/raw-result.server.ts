// What a raw `db.execute` answers, which drizzle does not type and the two drivers shape differently.

/** The rows: node-postgres and PGlite both answer with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** How many rows a statement changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
export function rowCountOf(result: unknown): number {
  const counted = result as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}
