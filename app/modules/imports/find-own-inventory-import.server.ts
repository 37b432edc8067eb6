import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImports } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isCanonicalId } from "#app/lib/canonical-id.ts";

export type InventoryImport = typeof inventoryImports.$inferSelect;

/**
 * The seller's import `importId`. Someone else's is answered like one that does not exist (AppError `not-found`,
 * 'This import does not exist.'), so an import's address tells a stranger nothing.
 */
export async function findOwnInventoryImport(
  db: Database,
  { userId, importId }: { userId: string; importId: string },
): Promise<InventoryImport> {
  if (!isCanonicalId(importId)) throw importNotFound();
  const [found] = await db
    .select()
    .from(inventoryImports)
    .where(and(eq(inventoryImports.id, importId), eq(inventoryImports.userId, userId)));
  if (!found) throw importNotFound();
  return found;
}

export const importNotFound = () => new AppError("not-found", "imports.result.notFound");
