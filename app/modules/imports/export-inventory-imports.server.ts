import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImportRows, inventoryImports } from "#app/db/schema.ts";

/**
 * The account's inventory imports in its data export (docs/product/people-and-trust.md, 'Download my data'): each
 * file's name, dates and status, and its rows as the file had them with what each did.
 */
export async function exportInventoryImports(db: Database, userId: string) {
  const imports = await db
    .select({
      id: inventoryImports.id,
      fileName: inventoryImports.fileName,
      status: inventoryImports.status,
      createdAt: inventoryImports.createdAt,
      appliedAt: inventoryImports.appliedAt,
      finishedAt: inventoryImports.finishedAt,
    })
    .from(inventoryImports)
    .where(eq(inventoryImports.userId, userId))
    .orderBy(asc(inventoryImports.createdAt));
  if (imports.length === 0) return [];
  const rows = await db
    .select({
      importId: inventoryImportRows.importId,
      rowNumber: inventoryImportRows.rowNumber,
      values: inventoryImportRows.values,
      outcome: inventoryImportRows.outcome,
      failure: inventoryImportRows.failure,
    })
    .from(inventoryImportRows)
    .where(
      inArray(
        inventoryImportRows.importId,
        imports.map(({ id }) => id),
      ),
    )
    .orderBy(asc(inventoryImportRows.rowNumber));
  const rowsByImport = new Map<string, Omit<(typeof rows)[number], "importId">[]>();
  for (const { importId, ...row } of rows) {
    const ofImport = rowsByImport.get(importId) ?? [];
    rowsByImport.set(importId, ofImport);
    ofImport.push(row);
  }
  return imports.map((found) => ({ ...found, rows: rowsByImport.get(found.id) ?? [] }));
}
