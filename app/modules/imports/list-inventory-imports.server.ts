import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type InventoryImportStatus, inventoryImportRows, inventoryImports } from "#app/db/schema.ts";
import type { OutcomeCounts } from "./outcome-counts.ts";

export interface RecentImport {
  id: string;
  fileName: string;
  status: InventoryImportStatus;
  createdAt: Date;
  counts: OutcomeCounts;
}

/** How many imports the import page lists. */
const recentImportCount = 10;

/** The seller's latest imports, the newest first, with their rows' outcomes counted. */
export async function listInventoryImports(db: Database, userId: string): Promise<RecentImport[]> {
  const counted = (outcome: keyof OutcomeCounts) =>
    sql<number>`count(${inventoryImportRows.rowNumber}) filter (where ${inventoryImportRows.outcome} = ${outcome})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      id: inventoryImports.id,
      fileName: inventoryImports.fileName,
      status: inventoryImports.status,
      createdAt: inventoryImports.createdAt,
      create: counted("create"),
      update: counted("update"),
      unchanged: counted("unchanged"),
      invalid: counted("invalid"),
    })
    .from(inventoryImports)
    .leftJoin(inventoryImportRows, eq(inventoryImportRows.importId, inventoryImports.id))
    .where(eq(inventoryImports.userId, userId))
    .groupBy(inventoryImports.id)
    .orderBy(desc(inventoryImports.createdAt))
    .limit(recentImportCount);
  return rows.map(({ create, update, unchanged, invalid, ...recent }) => ({
    ...recent,
    counts: { create, update, unchanged, invalid },
  }));
}
