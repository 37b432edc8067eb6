// What an import keeps, and for how long (docs/decisions/076-inventory-import.md): a file checked but never applied is
// a question the seller stopped asking, and a photo's fetch is history once a later set replaced it. The media a fetch
// made stays with the draft or listing that has it (unattached ones go with the media clean-up).
import { and, eq, exists, gt, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImports, photoFetches } from "#app/db/schema.ts";

/** Days a checked, never applied import, and a finished photo fetch, are kept. */
export const importKeptDays = 30;

/**
 * Deletes the imports checked more than 30 days ago and never applied, with their rows, and the photo fetches that
 * finished more than 30 days ago, but for each camper's latest set: it is how a later import knows where the camper's
 * photos came from (load-import-targets.server.ts). How many of each went.
 */
export async function cleanInventoryImports(
  db: Database,
  now = new Date(),
): Promise<{ imports: number; photoFetches: number }> {
  const before = new Date(now.getTime() - importKeptDays * 24 * 60 * 60 * 1000);
  const imports = await db
    .delete(inventoryImports)
    .where(and(eq(inventoryImports.status, "checked"), lt(inventoryImports.createdAt, before)))
    .returning({ id: inventoryImports.id });
  const later = alias(photoFetches, "later");
  const laterSet = db
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        // A set's photos are written together, so a later set is one made after it.
        gt(later.createdAt, photoFetches.createdAt),
        or(eq(later.draftId, photoFetches.draftId), eq(later.listingId, photoFetches.listingId)),
      ),
    );
  const fetches = await db
    .delete(photoFetches)
    .where(and(ne(photoFetches.status, "waiting"), lt(photoFetches.finishedAt, before), exists(laterSet)))
    .returning({ id: photoFetches.id });
  return { imports: imports.length, photoFetches: fetches.length };
}
