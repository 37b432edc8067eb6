import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type InventoryImportStatus, inventoryImportRows, inventoryImports, photoFetches } from "#app/db/schema.ts";

/**
 * An import being applied is done once each of its rows is written (or failed) and none of its photos is still on
 * its way: 'Applied', or 'Failed' when not one row could be written. Called by whatever finishes a part of it; the
 * last one settles it, the others change nothing.
 */
export async function settleInventoryImport(db: Database, importId: string): Promise<void> {
  const rowsToWrite = and(
    eq(inventoryImportRows.importId, importId),
    inArray(inventoryImportRows.outcome, ["create", "update"]),
  );
  const written = db
    .select({ one: sql`1` })
    .from(inventoryImportRows)
    .where(and(rowsToWrite, isNull(inventoryImportRows.failure)));
  const toWrite = db.select({ one: sql`1` }).from(inventoryImportRows).where(rowsToWrite);
  await db
    .update(inventoryImports)
    .set({
      status: sql<InventoryImportStatus>`case when exists (${toWrite}) and not exists (${written}) then 'failed' else 'applied' end`,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(inventoryImports.id, importId),
        eq(inventoryImports.status, "applying"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inventoryImportRows)
            .where(and(rowsToWrite, isNull(inventoryImportRows.appliedAt))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(photoFetches)
            .where(and(eq(photoFetches.importId, importId), eq(photoFetches.status, "waiting"))),
        ),
      ),
    );
}
