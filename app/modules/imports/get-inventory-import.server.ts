// One import as its page shows it (docs/product/open-platform.md, Inventory import): its rows with their outcomes and
// problems, and once applied what each row did, its photos' progress and the drafts to pay and publish.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  type ImportRowOutcome,
  type InventoryImportStatus,
  inventoryImportRows,
  listingDrafts,
  listings,
  photoFetches,
} from "#app/db/schema.ts";
import { findOwnInventoryImport } from "./find-own-inventory-import.server.ts";
import { type OutcomeCounts, outcomeCountsOf } from "./outcome-counts.ts";

export interface ImportRowView {
  rowNumber: number;
  stockNumber: string;
  /** The row's title, else its year, make and model, as the file has them. */
  camper: string;
  outcome: ImportRowOutcome;
  /** The dry run's problems, by column ('row' for the whole row): message ids. */
  problems: { column: string; message: string }[];
  isApplied: boolean;
  /** Why the row was not applied (or its photos not put in place): a message id or words. */
  failure: string | null;
  /** The draft to pay and publish, while it is there. */
  draftId: string | null;
  /** The listing the row changed, or the draft became. */
  listingId: string | null;
  /** The row's photos, once it asked for some. */
  photos: RowPhotos | null;
}

export interface RowPhotos {
  total: number;
  fetched: number;
  failed: { position: number; reason: string }[];
  /** Fetched for a listing: it takes them only once all are in. */
  isForListing: boolean;
}

export interface InventoryImportView {
  id: string;
  fileName: string;
  status: InventoryImportStatus;
  createdAt: Date;
  counts: OutcomeCounts;
  progress: {
    rowsToApply: number;
    rowsApplied: number;
    rowsFailed: number;
    photos: number;
    photosFetched: number;
    photosFailed: number;
  };
  rows: ImportRowView[];
}

/** A cell as the table shows it: a row in error may hold a whole description where a title goes. */
const shownCellLength = 120;
/** What is read of a cell the table shows: enough to tell it was cut, never a whole description. */
const readCellLength = 2 * shownCellLength;

/** The start of a row's cell, read in the database: the page asks every 5 seconds, never for the rows' whole cells. */
const cellStart = (column: string) =>
  sql<string | null>`left(${inventoryImportRows.values} ->> ${column}, ${readCellLength})`;

/**
 * The seller's import; another seller's is AppError `not-found`, as one that does not exist. What the page shows of
 * each row only: its cells stay in the database, and the photos are counted there.
 */
export async function getInventoryImport(
  db: Database,
  { userId, importId }: { userId: string; importId: string },
): Promise<InventoryImportView> {
  const found = await findOwnInventoryImport(db, { userId, importId });
  const rows = await db
    .select({
      rowNumber: inventoryImportRows.rowNumber,
      stockNumber: sql<string | null>`left(${inventoryImportRows.stockNumber}, ${readCellLength})`,
      title: cellStart("title"),
      year: cellStart("year"),
      make: cellStart("make"),
      model: cellStart("model"),
      outcome: inventoryImportRows.outcome,
      problems: inventoryImportRows.problems,
      appliedAt: inventoryImportRows.appliedAt,
      failure: inventoryImportRows.failure,
      draftId: inventoryImportRows.draftId,
      listingId: inventoryImportRows.listingId,
    })
    .from(inventoryImportRows)
    .where(eq(inventoryImportRows.importId, found.id))
    .orderBy(asc(inventoryImportRows.rowNumber));
  const photoCounts = await db
    .select({
      rowNumber: photoFetches.rowNumber,
      total: count(),
      fetched: sql<number>`count(*) filter (where ${photoFetches.status} = 'fetched')`.mapWith(Number),
      isForListing: sql<boolean>`bool_or(${photoFetches.listingId} is not null)`.mapWith(Boolean),
    })
    .from(photoFetches)
    .where(eq(photoFetches.importId, found.id))
    .groupBy(photoFetches.rowNumber);
  const failedPhotos = await db
    .select({ rowNumber: photoFetches.rowNumber, position: photoFetches.position, reason: photoFetches.failure })
    .from(photoFetches)
    .where(and(eq(photoFetches.importId, found.id), eq(photoFetches.status, "failed")))
    .orderBy(asc(photoFetches.rowNumber), asc(photoFetches.position));
  const drafts = await stillThere(
    db,
    rows.flatMap((row) => (row.draftId ? [row.draftId] : [])),
  );
  const madeListings = await listingsOfStockNumbers(db, userId, rows);

  const countedByRow = new Map(photoCounts.map((counted) => [counted.rowNumber, counted]));
  const failedByRow = new Map<number | null, RowPhotos["failed"]>();
  for (const photo of failedPhotos) {
    const failed = failedByRow.get(photo.rowNumber) ?? [];
    failedByRow.set(photo.rowNumber, failed);
    failed.push({ position: photo.position + 1, reason: photo.reason ?? "" });
  }
  const photosOf = (rowNumber: number): RowPhotos | null => {
    const counted = countedByRow.get(rowNumber);
    if (!counted) return null;
    const failed = failedByRow.get(rowNumber) ?? [];
    return { total: counted.total, fetched: counted.fetched, failed, isForListing: counted.isForListing };
  };
  const views = rows.map((row): ImportRowView => {
    const named = [row.year, row.make, row.model].filter(Boolean).join(" ");
    const draftId = row.draftId && drafts.has(row.draftId) ? row.draftId : null;
    return {
      rowNumber: row.rowNumber,
      stockNumber: shortened(row.stockNumber ?? ""),
      camper: shortened((row.title ?? "").trim() || named.trim()),
      outcome: row.outcome,
      problems: Object.entries(row.problems ?? {}).map(([column, message]) => ({ column, message })),
      isApplied: row.appliedAt !== null,
      failure: row.failure,
      draftId,
      listingId: draftId ? null : (row.listingId ?? madeListings.get(row.stockNumber ?? "") ?? null),
      photos: photosOf(row.rowNumber),
    };
  });
  const toApply = rows.filter((row) => row.outcome === "create" || row.outcome === "update");
  return {
    id: found.id,
    fileName: found.fileName,
    status: found.status,
    createdAt: found.createdAt,
    counts: outcomeCountsOf(rows),
    progress: {
      rowsToApply: toApply.length,
      rowsApplied: toApply.filter((row) => row.appliedAt !== null).length,
      rowsFailed: toApply.filter((row) => row.failure !== null).length,
      photos: photoCounts.reduce((sum, entry) => sum + entry.total, 0),
      photosFetched: photoCounts.reduce((sum, entry) => sum + entry.fetched, 0),
      photosFailed: failedPhotos.length,
    },
    rows: views,
  };
}

const shortened = (text: string) => (text.length > shownCellLength ? `${text.slice(0, shownCellLength - 1)}…` : text);

/** The drafts not published or deleted since. */
async function stillThere(db: Database, draftIds: string[]): Promise<Set<string>> {
  if (draftIds.length === 0) return new Set();
  const found = await db
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(inArray(listingDrafts.id, draftIds));
  return new Set(found.map(({ id }) => id));
}

/** The listings a row's draft became: the seller's listings of the rows' stock numbers. */
async function listingsOfStockNumbers(
  db: Database,
  userId: string,
  rows: readonly { stockNumber: string | null; draftId: string | null }[],
): Promise<Map<string, string>> {
  const stockNumbers = rows.flatMap((row) => (row.draftId && row.stockNumber ? [row.stockNumber] : []));
  if (stockNumbers.length === 0) return new Map();
  const found = await db
    .select({ id: listings.id, stockNumber: listings.stockNumber })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.stockNumber, stockNumbers)));
  return new Map(found.map((listing) => [listing.stockNumber ?? "", listing.id]));
}
