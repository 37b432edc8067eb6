import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingChanges } from "#app/db/schema.ts";
import { writeGenerationOf } from "#app/db/write-generation.server.ts";

interface KnownVersion {
  generation: number;
  version: number;
}

const knownVersions = new WeakMap<Database, KnownVersion>();

/**
 * The listings version: it moves in the same transaction as any change to `listings` (a statement
 * trigger). On the embedded database the last value read stays exact until this process writes again
 * (app/db/write-generation.server.ts), so most calls answer without a query; on a server, where other
 * instances write, every call reads it.
 */
export async function readListingsVersion(db: Database): Promise<number> {
  // Taken before the read, so the version read is at least as new as this generation.
  const generation = writeGenerationOf(db);
  const known = knownVersions.get(db);
  if (generation !== undefined && known?.generation === generation) return known.version;
  const [row] = await db
    .select({ version: listingChanges.version })
    .from(listingChanges)
    .where(eq(listingChanges.id, 1));
  const version = row?.version ?? 0;
  if (generation !== undefined) knownVersions.set(db, { generation, version });
  return version;
}
