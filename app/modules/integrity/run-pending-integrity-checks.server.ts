import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingIntegrity } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { checkListingIntegrity } from "./check-listing-integrity.server.ts";
import { pendingRequestText } from "./request-integrity-check.server.ts";

export interface RunPendingIntegrityChecksOptions {
  db: Database;
  storage: MediaStorage;
  baseUrl: string;
  logger: Logger;
  /** Most listings one run checks; the next run takes the rest. */
  batchSize?: number;
}

export interface PendingChecksRun {
  checked: number;
  failed: number;
  /** Listings this run held from search (their sellers' mails are in the outbox). */
  held: number;
}

/** A failed run is tried again after 1, 2, 4 … minutes, at most an hour apart. */
const retryMinutes = (failures: number) => Math.min(2 ** Math.max(failures - 1, 0), 60);

/**
 * Runs the checks the saves asked for, oldest request first (docs/product/integrity-checks.md). A listing whose
 * checks fail is logged with the error and tried again later, its request kept: a failure is never lost, and never
 * reaches the seller, whose save committed long before.
 */
export async function runPendingIntegrityChecks({
  db,
  storage,
  baseUrl,
  logger,
  batchSize = 20,
}: RunPendingIntegrityChecksOptions): Promise<PendingChecksRun> {
  const due = await db
    .select({
      listingId: listingIntegrity.listingId,
      request: pendingRequestText(),
      failures: listingIntegrity.failures,
    })
    .from(listingIntegrity)
    .where(
      and(
        isNotNull(listingIntegrity.pendingSince),
        or(isNull(listingIntegrity.retryAt), lte(listingIntegrity.retryAt, sql`now()`)),
      ),
    )
    .orderBy(asc(listingIntegrity.pendingSince))
    .limit(batchSize);
  const run: PendingChecksRun = { checked: 0, failed: 0, held: 0 };
  for (const { listingId, request, failures } of due) {
    try {
      const result = await checkListingIntegrity({ db, storage, listingId, baseUrl, pendingRequest: request });
      run.checked++;
      if (result?.hasMailedSeller) run.held++;
    } catch (error) {
      run.failed++;
      logger.error({ err: error, listingId, failures: failures + 1 }, "integrity checks failed; will try again");
      await db
        .update(listingIntegrity)
        .set({
          failures: failures + 1,
          retryAt: sql`now() + make_interval(mins => ${retryMinutes(failures + 1)})`,
        })
        .where(and(eq(listingIntegrity.listingId, listingId), sql`${pendingRequestText()} = ${request}`))
        .catch((recordError: unknown) =>
          logger.error({ err: recordError, listingId }, "could not record the failed integrity checks"),
        );
    }
  }
  return run;
}

/** One index probe: whether a save asked for checks that are due. */
export async function hasPendingIntegrityChecks(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ listingId: listingIntegrity.listingId })
    .from(listingIntegrity)
    .where(
      and(
        isNotNull(listingIntegrity.pendingSince),
        or(isNull(listingIntegrity.retryAt), lte(listingIntegrity.retryAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
