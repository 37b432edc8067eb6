// The dry run of an inventory import (docs/product/open-platform.md, Inventory import): the file is received, read and
// every row planned against the seller's listings and drafts; the import and its rows are stored with their outcomes,
// and nothing else changes. Applying it later writes the rows that can be (apply-inventory-import.server.ts).
import { readFile, unlink } from "node:fs/promises";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImportRows, inventoryImports } from "#app/db/schema.ts";
import { AppError, type AppErrorCode, isAppError } from "#app/lib/app-error.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { receiveUpload } from "#app/modules/media/receive-upload.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import { maxImportBytes } from "./import-limits.ts";
import { loadImportTargets } from "./load-import-targets.server.ts";
import { planImportRow, rowStockNumber } from "./plan-import-row.server.ts";
import { readInventoryCsv } from "./read-inventory-csv.server.ts";

/** Per seller: checking a file a few times over while fixing it, not a CSV service. */
export const importCheckRateLimit: RateLimitRule = { limit: 60, windowSeconds: 3600 };

/** Rows written per statement (each row holds its cells). */
const rowsPerInsert = 200;

export interface CheckInventoryImportOptions {
  db: Database;
  storage: MediaStorage;
  /** A multipart/form-data post with the CSV in `file`. */
  request: Request;
  userId: string;
  /** The page's words, for the refusals of a file that names its columns or rows. */
  t: Translator["t"];
}

/** The upload stream's refusals of the file the seller chose, said on the form's file field. */
const fileRefusalCodes = new Set<AppErrorCode>(["invalid", "unsupported-media-type", "too-large"]);

/**
 * Checks the seller's file and stores its dry run; returns the import's id. Throws AppError `rate-limited`, and
 * `invalid` / `too-large` on the `file` field for a file that is not an import's (not UTF-8, not CSV, unknown columns,
 * no stock_number column, no rows, over 1,000 rows, over 10 MB): nothing is stored then.
 */
export async function checkInventoryImport({
  db,
  storage,
  request,
  userId,
  t,
}: CheckInventoryImportOptions): Promise<{ importId: string }> {
  const rate = await consumeRateLimit({ db, key: `import-check:user:${userId}`, ...importCheckRateLimit });
  if (!rate.isAllowed) {
    throw new AppError("rate-limited", "imports.upload.rateLimited", { retryAfterSeconds: rate.retryAfterSeconds });
  }
  const file = await receiveCsv(request, storage);
  const csv = readInventoryCsv(file.bytes, t);

  const stockNumbers = csv.rows.map((row) => rowStockNumber(row.cells));
  const seen = new Map<string, number>();
  for (const stockNumber of stockNumbers) seen.set(stockNumber, (seen.get(stockNumber) ?? 0) + 1);
  const targets = await loadImportTargets(
    db,
    userId,
    [...seen.keys()].filter((stockNumber) => stockNumber !== ""),
  );
  const rows = csv.rows.map((row, index) => {
    const stockNumber = stockNumbers[index] ?? "";
    const isRepeated = stockNumber !== "" && (seen.get(stockNumber) ?? 0) > 1;
    const plan = planImportRow({ ...row, isRepeated }, targets.get(stockNumber) ?? null);
    return {
      rowNumber: row.rowNumber,
      stockNumber: stockNumber || null,
      values: row.cells,
      outcome: plan.outcome,
      problems: plan.outcome === "invalid" ? plan.problems : null,
      listingId: plan.outcome !== "invalid" && plan.target?.kind === "listing" ? plan.target.id : null,
      draftId: plan.outcome !== "invalid" && plan.target?.kind === "draft" ? plan.target.id : null,
    };
  });

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(inventoryImports)
      .values({ userId, fileName: file.name, rowCount: rows.length })
      .returning({ id: inventoryImports.id });
    if (!created) throw new Error("The import insert returned no row");
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      const batch = rows.slice(start, start + rowsPerInsert).map((row) => ({ ...row, importId: created.id }));
      await tx.insert(inventoryImportRows).values(batch);
    }
    return { importId: created.id };
  });
}

/** The file's bytes and name; the spooled copy is removed at once. */
async function receiveCsv(request: Request, storage: MediaStorage): Promise<{ bytes: Buffer; name: string }> {
  try {
    const upload = await receiveUpload({
      request,
      spoolDir: storage.spoolDir,
      maxBytes: maxImportBytes,
      tooLargeMessage: "imports.upload.tooLarge",
      // A photo or a video is refused at its first bytes; text is judged once it is all here.
      refuseType: (type) => (type ? "imports.upload.notCsv" : null),
    });
    try {
      return { bytes: await readFile(upload.file), name: upload.fileName || "inventory.csv" };
    } finally {
      await unlink(upload.file).catch(() => {});
    }
  } catch (error) {
    if (!isAppError(error) || !fileRefusalCodes.has(error.code)) throw error;
    const message =
      error.message === "media.upload.emptyFile" || error.message === "media.upload.badRequest"
        ? "imports.upload.chooseFile"
        : error.message;
    throw new AppError(error.code, message, { fieldErrors: { file: message } });
  }
}
