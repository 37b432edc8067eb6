import type { Database } from "#app/db/client.server.ts";

// Per database (tests open many), what the search builds once per shape: the walks, the prepared page queries and
// the prepared read of a page's coordinates. A prepared page query is named in the order its shape was first seen,
// so a name means one SQL text on every connection of that database's pool.
const builtByDatabase = new WeakMap<Database, { built: Map<string, unknown>; prepared: number }>();

function builtFor(db: Database) {
  let entry = builtByDatabase.get(db);
  if (!entry) {
    entry = { built: new Map(), prepared: 0 };
    builtByDatabase.set(db, entry);
  }
  return entry;
}

/** What `build` makes for `shape`, made on the first call for this database and kept. */
export function builtOnce<T>(db: Database, shape: string, build: () => T): T {
  const { built } = builtFor(db);
  if (!built.has(shape)) built.set(shape, build());
  return built.get(shape) as T;
}

/** The next name's number for a prepared query of this database. */
export function preparedCount(db: Database): number {
  return ++builtFor(db).prepared;
}
