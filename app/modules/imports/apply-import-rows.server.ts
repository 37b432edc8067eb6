// The background half of 'Apply' (docs/product/open-platform.md, Inventory import): each row the dry run found to
// create or update is planned again against what is there now, then written — a new stock number as a draft (never
// published: its seller pays for it as any draft), a draft's stock number over that draft, a listing's with the edit
// form's rules — and its photos queued. A row that fails says why; the others stand. Each row is claimed once, so a
// second run (a retry, two processes) writes nothing twice.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImportRows, inventoryImports, user } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { withStockNumber } from "#app/modules/api-keys/stock-number.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { loadImportTargets } from "./load-import-targets.server.ts";
import { type ImportTarget, planImportRow, type RowPlan } from "./plan-import-row.server.ts";
import { type QueuedPhoto, queuePhotoSet, sendPhotoJobs } from "./queue-photo-set.server.ts";
import { settleInventoryImport } from "./settle-inventory-import.server.ts";

export interface ApplyImportRowsOptions {
  db: Database;
  jobs: JobSender;
  geocoder: Geocoder;
  logger: Logger;
  /** BASE_URL: the links of the mails a listing's edit may write (a price drop). */
  baseUrl: string;
  notifyOutbox?: () => void;
  importId: string;
}

type ImportRow = typeof inventoryImportRows.$inferSelect;

/** Writes the rows of an import being applied that are not written yet, in the file's order. */
export async function applyImportRows(options: ApplyImportRowsOptions): Promise<void> {
  const { db, importId } = options;
  const [found] = await db
    .select({ userId: inventoryImports.userId, status: inventoryImports.status, email: user.email })
    .from(inventoryImports)
    .innerJoin(user, eq(user.id, inventoryImports.userId))
    .where(eq(inventoryImports.id, importId));
  if (found?.status !== "applying") return;
  const rows = await db
    .select()
    .from(inventoryImportRows)
    .where(
      and(
        eq(inventoryImportRows.importId, importId),
        isNull(inventoryImportRows.appliedAt),
        inArray(inventoryImportRows.outcome, ["create", "update"]),
      ),
    )
    .orderBy(asc(inventoryImportRows.rowNumber));
  const actor: ListingActor = { id: found.userId, email: found.email, role: "user" };
  for (const row of rows) await applyImportRow(options, actor, row);
  await settleInventoryImport(db, importId);
}

async function applyImportRow(options: ApplyImportRowsOptions, actor: ListingActor, row: ImportRow) {
  const { db, jobs, logger } = options;
  const stockNumber = row.stockNumber ?? "";
  const targets = await loadImportTargets(db, actor.id, [stockNumber]);
  // The dry run found the row whole and its stock number alone in the file.
  const plan = planImportRow({ cells: row.values, isWhole: true, isRepeated: false }, targets.get(stockNumber) ?? null);
  try {
    await sendPhotoJobs(jobs, await writeRow(options, actor, row, plan), logger);
  } catch (error) {
    // Rolled back with its claim: claimed now with its failure, unless another run wrote the row meanwhile.
    await claimRow(db, row, { failure: failureOf(error, logger, row) });
  }
}

type WritePlan = Extract<RowPlan, { outcome: "create" | "update" }>;

/** Writes the row as planned; the photo fetches it queued, for their jobs. */
async function writeRow(options: ApplyImportRowsOptions, actor: ListingActor, row: ImportRow, plan: RowPlan) {
  const { db } = options;
  if (plan.outcome === "invalid") {
    // Something changed since the dry run (the listing was sold, the stock number taken…).
    await claimRow(db, row, { failure: Object.values(plan.problems)[0] ?? "imports.apply.failed" });
    return [];
  }
  if (plan.outcome === "unchanged") {
    await claimRow(db, row, targetColumns(plan.target));
    return [];
  }
  if (plan.target?.kind === "listing") return applyToListing(options, actor, row, plan, plan.target);
  return applyToDraft(db, actor.id, row.stockNumber ?? "", row, plan);
}

/** A new draft, or the seller's draft of the stock number changed, and its photos queued: one transaction. */
async function applyToDraft(db: Database, userId: string, stockNumber: string, row: ImportRow, plan: WritePlan) {
  const draft = plan.target?.kind === "draft" ? plan.target : null;
  return withStockNumber(db, { userId, stockNumber, except: draft?.id }, async (tx) => {
    if (!(await claimRow(tx, row, {}))) return [];
    const { draftId } = await saveListingDraft({
      db: tx,
      userId,
      draftId: draft?.id ?? null,
      tier: plan.tier,
      values: plan.values,
      stockNumber,
    });
    await tx.update(inventoryImportRows).set({ draftId }).where(rowIs(row));
    if (!plan.photoUrls) return [];
    return queuePhotoSet(tx, { userId, target: { kind: "draft", id: draftId }, row, urls: plan.photoUrls });
  });
}

/** Thrown in a row's transaction that finds the row written by another run meanwhile: it rolls back. */
class RowTaken extends Error {
  override name = "RowTaken";
}

/**
 * The seller's listing changed as the edit form changes it (its tier, payment and expiry stay); new photos are
 * queued, and replace the listing's once every one of them is fetched (finish-photo-set.server.ts). The row is
 * claimed in the edit's transaction: it is applied exactly when its listing is written.
 */
async function applyToListing(
  { db, geocoder, baseUrl, notifyOutbox }: ApplyImportRowsOptions,
  actor: ListingActor,
  row: ImportRow,
  plan: WritePlan,
  listing: ImportTarget,
): Promise<QueuedPhoto[]> {
  let queued: QueuedPhoto[] = [];
  const claimWithPhotos = async (tx: Database) => {
    if (!(await claimRow(tx, row, { listingId: listing.id }))) throw new RowTaken();
    const urls = plan.photoUrls;
    if (urls) queued = await queuePhotoSet(tx, { userId: actor.id, target: listing, row, urls });
  };
  try {
    if (plan.changesFields) {
      const { images, video } = listing.values;
      const input = { ...plan.input, images, videos: video ? [video] : [] };
      const edit = { db, geocoder, listingId: listing.id, actor, input, baseUrl, notifyOutbox };
      await updateListing({ ...edit, withEdit: claimWithPhotos });
    } else await db.transaction(claimWithPhotos);
  } catch (error) {
    if (error instanceof RowTaken) return [];
    throw error;
  }
  return queued;
}

const rowIs = (row: Pick<ImportRow, "importId" | "rowNumber">) =>
  and(eq(inventoryImportRows.importId, row.importId), eq(inventoryImportRows.rowNumber, row.rowNumber));

const targetColumns = (target: ImportTarget) =>
  target.kind === "listing" ? { listingId: target.id } : { draftId: target.id };

/**
 * Marks the row applied, unless it already is (true when this call did): the row's lock makes a second writer of the
 * same row wait, then find it taken.
 */
async function claimRow(
  db: Database,
  row: ImportRow,
  outcome: { failure?: string; listingId?: string; draftId?: string },
): Promise<boolean> {
  const claimed = await db
    .update(inventoryImportRows)
    .set({ appliedAt: new Date(), ...outcome })
    .where(and(rowIs(row), isNull(inventoryImportRows.appliedAt)))
    .returning({ rowNumber: inventoryImportRows.rowNumber });
  return claimed.length > 0;
}

/** What the seller reads of a row that could not be written: the form's message (an id), or the import's own. */
function failureOf(error: unknown, logger: Logger, row: ImportRow): string {
  if (!isAppError(error)) {
    logger.error({ err: error, importId: row.importId, row: row.rowNumber }, "an import's row could not be written");
    return "imports.apply.failed" satisfies MessageId;
  }
  if (error.message === "api-keys.api.stockNumberTaken") return "imports.apply.stockNumberTaken" satisfies MessageId;
  return Object.values(error.fieldErrors)[0] ?? error.message;
}
