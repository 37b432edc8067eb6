// A seller's own stock number on a listing or a draft made through the API or an import (docs/product/open-platform.md,
// Managing listings through the API; Inventory import): one rule for what a number is, one listing or draft per number
// per seller, carried from a draft to the listing it makes.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDrafts, listings } from "#app/db/schema.ts";
import { AppError, isUniqueViolation } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** The longest stock number kept: any dealer's system fits. */
export const maxStockNumberLength = 40;

export const stockNumberInvalid: MessageId = "api-keys.api.stockNumberInvalid";

/**
 * A stock number as the site keeps and compares it, however it came (the API's `stockNumber`, an import's
 * `stock_number` cell, a lookup by number): the spaces around it are no part of it, so ' B-12 ' is 'B-12'.
 */
export const stockNumberOf = (typed: string) => typed.trim();

/** Whether a stock number (as `stockNumberOf` gives it) can be kept: 1 to 40 characters, none a control character. */
export const isKeptStockNumber = (stockNumber: string) =>
  stockNumber !== "" && stockNumber.length <= maxStockNumberLength && !/\p{Cc}/u.test(stockNumber);

/**
 * A request's `stockNumber`: undefined when not sent (a PATCH keeps the one there is), null for none, else as
 * `stockNumberOf` keeps it when that is 1 to 40 characters without control characters; a message otherwise.
 */
export function readStockNumber(value: unknown): { ok: true; value: string | null | undefined } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, value };
  if (typeof value !== "string") return { ok: false };
  const stockNumber = stockNumberOf(value);
  return isKeptStockNumber(stockNumber) ? { ok: true, value: stockNumber } : { ok: false };
}

export const stockNumberTaken = () =>
  new AppError("conflict", "api-keys.api.stockNumberTaken", {
    fieldErrors: { stockNumber: "api-keys.api.stockNumberTaken" },
  });

/**
 * Runs `write` in a transaction in which the seller's stock numbers are theirs alone (a lock per seller), once
 * `stockNumber` was found on none of their other listings and drafts (`except`: the one being changed). A number
 * taken meanwhile by a writer that did not take the lock (the tables' unique indexes) is the same 409.
 */
export async function withStockNumber<T>(
  db: Database,
  { userId, stockNumber, except }: { userId: string; stockNumber: string | null | undefined; except?: string },
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (stockNumber) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stock-numbers:${userId}`}, 0))`);
        if (await isStockNumberTaken(tx, { userId, stockNumber, except })) throw stockNumberTaken();
      }
      return write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw stockNumberTaken();
    throw error;
  }
}

async function isStockNumberTaken(
  tx: Database,
  { userId, stockNumber, except }: { userId: string; stockNumber: string; except?: string },
): Promise<boolean> {
  const notThe = (id: typeof listings.id | typeof listingDrafts.id) => (except ? ne(id, except) : undefined);
  const [listing] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.stockNumber, stockNumber), notThe(listings.id)))
    .limit(1);
  if (listing) return true;
  const [draft] = await tx
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(and(eq(listingDrafts.userId, userId), eq(listingDrafts.stockNumber, stockNumber), notThe(listingDrafts.id)))
    .limit(1);
  return draft !== undefined;
}

/** `withStockNumber`'s check alone: `conflict` when the number is another listing's or draft's of the seller. */
export async function refuseTakenStockNumber(
  db: Database,
  options: { userId: string; stockNumber: string | null | undefined; except?: string },
): Promise<void> {
  await withStockNumber(db, options, async () => undefined);
}
