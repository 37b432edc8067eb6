// The version of the data a request reads, under which what it made from that data can be kept (ADR 094). Two reads
// at one version saw the same committed data, so a value made at a version is exact while the version stands.
// - The embedded database counts its own writes (ADR 022): the number is known without a query.
// - A database server has other writers (other instances, background work), so the version is asked of it:
//   `pg_current_snapshot()`, the transactions the server has completed as a snapshot sees them (its oldest running
//   transaction, the next one to be given a number, and those running in between). The end of any transaction that
//   was given a number (one that wrote) changes it; reads, and an update that matched no row, do not. It is read where
//   the request reads (a replica's own snapshot on a replica, ADR 053), before anything is made from that data, so a
//   change committed while a page is being made leaves the page under the older version, never the newer.
import { sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { rowsOf } from "./raw-result.server.ts";
import { writeGenerationOf } from "./write-generation.server.ts";

/** A version of the data; undefined when it could not be read (nothing made then may be kept). */
export type DataVersion = number | string | undefined;

/** Reads the version of `db`'s data: at once on the embedded database, with one query on a server. */
export function dataVersionSource(db: Database): () => DataVersion | Promise<DataVersion> {
  if (writeGenerationOf(db) !== undefined) return () => writeGenerationOf(db);
  return async () => {
    try {
      const [row] = rowsOf<{ snapshot: string }>(await db.execute(sql`select pg_current_snapshot()::text as snapshot`));
      return row?.snapshot;
    } catch {
      // A database that cannot answer this cannot answer the page either: the page's own reads report it.
      return undefined;
    }
  };
}
