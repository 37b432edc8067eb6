/** The rows of a raw `db.execute`: node-postgres and PGlite both answer with `rows`, which drizzle does not type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
