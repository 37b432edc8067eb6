// 'Apply' on a checked import (docs/product/open-platform.md, Inventory import): the import goes from checked to
// applying once, and its rows are written by a background job (apply-import-rows.server.ts). Applying it again, or
// while it is being applied, does nothing more.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImports } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { findOwnInventoryImport } from "./find-own-inventory-import.server.ts";
import { type ImportApplyJob, importApplyQueue } from "./import-jobs.ts";

export interface ApplyInventoryImportOptions {
  db: Database;
  jobs: JobSender;
  logger: Logger;
  userId: string;
  /** Unvalidated (a URL segment). */
  importId: string;
}

/** Throws AppError `not-found` for an import that is not the seller's (or not there). */
export async function applyInventoryImport({
  db,
  jobs,
  logger,
  userId,
  importId,
}: ApplyInventoryImportOptions): Promise<void> {
  const found = await findOwnInventoryImport(db, { userId, importId });
  const [started] = await db
    .update(inventoryImports)
    .set({ status: "applying", appliedAt: new Date() })
    .where(and(eq(inventoryImports.id, found.id), eq(inventoryImports.status, "checked")))
    .returning({ id: inventoryImports.id });
  if (!started) return;
  await sendApplyJob(jobs, found.id).catch((error: unknown) =>
    // The import workers' sweep sends it again (send-lost-import-work.server.ts).
    logger.warn({ err: error, importId: found.id }, "could not queue the import's rows"),
  );
}

export function sendApplyJob(jobs: JobSender, importId: string) {
  return jobs.send(importApplyQueue, { importId } satisfies ImportApplyJob, { singletonKey: importId });
}
