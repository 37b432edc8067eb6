// One photo an import names by address, fetched in the background (docs/product/open-platform.md, Inventory import):
// through the outbound guard only (no loopback, private or metadata address, every redirect checked; ADR 078), within
// 15 MB, 20 seconds and 3 redirects; kept only when the answer says it is an image and its bytes are one the site
// takes (JPEG, PNG, WebP, HEIC…), then processed and stored exactly as an upload. An address that did not answer is
// tried again twice; a refused one never. An account's photos come out of its daily budget (import-limits.ts): past
// it, a photo fails without its address being asked. The last try fails the photo whatever went wrong, so none is
// left waiting.
import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDrafts, listings, photoFetches } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { detectionBytes, detectMediaType } from "#app/modules/media/detect-media-type.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { storeImage } from "#app/modules/media/store-image.server.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import {
  fetchOutbound,
  OutboundFailed,
  type OutboundFailure,
  OutboundRefused,
  type OutboundResponse,
} from "#app/modules/platform/outbound-fetch.server.ts";
import { type FinishPhotoSetOptions, finishPhotoSet } from "./finish-photo-set.server.ts";
import { maxPhotoFetchAttempts, photoFetchBudget, photoFetchLimits } from "./import-limits.ts";
import { settleInventoryImport } from "./settle-inventory-import.server.ts";

export interface FetchImportPhotoOptions extends Omit<FinishPhotoSetOptions, "importId" | "rowNumber"> {
  storage: MediaStorage;
  jobs: JobSender;
  logger: Logger;
  /** OUTBOUND_ALLOWED_HOSTS: local hosts reached although their address is refused (development and tests). */
  allowedHosts: readonly string[];
  fetchId: string;
}

/** Why a photo was not kept, as the import's page says it after 'Photo {n}:'. */
const failures = {
  refused: "imports.photo.refused",
  notImage: "imports.photo.notImage",
  httpError: "imports.photo.httpError",
  unreadable: "imports.photo.unreadable",
  overBudget: "imports.photo.overBudget",
  /** The last try went wrong some other way (storage, the database…): said rather than left waiting. */
  failed: "imports.photo.failed",
} as const satisfies Record<string, MessageId>;

const outboundFailures: Record<OutboundFailure, MessageId> = {
  "too-large": "imports.photo.tooLarge",
  timeout: "imports.photo.timeout",
  "too-many-redirects": "imports.photo.tooManyRedirects",
  network: "imports.photo.unreachable",
};

/** Thrown for an address that did not answer this time: the job queue tries it again later. */
export class PhotoFetchAgain extends Error {
  override name = "PhotoFetchAgain";
}

/** What the try came to, and the bytes the address answered (what the budget counts). */
type Outcome = ({ mediaId: string } | { failure: MessageId }) & { receivedBytes: number | null };

type PhotoFetch = typeof photoFetches.$inferSelect;

/**
 * Fetches the photo, if it is still wanted; throws PhotoFetchAgain when it is worth another try, and any other
 * error before its last try (the job queue brings it back).
 */
export async function fetchImportPhoto(options: FetchImportPhotoOptions): Promise<"fetched" | "failed" | "gone"> {
  const { db, fetchId } = options;
  const claimed = await claimPhoto(db, fetchId);
  if (!claimed) return "gone";
  const { photo } = claimed;
  const outcome = await tryPhoto(options, claimed);
  const setIsDone = await recordOutcome(db, fetchId, outcome);
  if (photo.importId !== null && photo.rowNumber !== null) {
    if (setIsDone) await finishPhotoSet({ ...options, importId: photo.importId, rowNumber: photo.rowNumber });
    await settleInventoryImport(db, photo.importId);
  }
  return "mediaId" in outcome ? "fetched" : "failed";
}

/**
 * Counts this try against the photo's account, if it is still waiting: under the account's lock, so tries at once
 * cannot both take the budget's last photo. Over the budget, the try is counted on the photo but not in the budget.
 */
async function claimPhoto(db: Database, fetchId: string): Promise<{ photo: PhotoFetch; isOverBudget: boolean } | null> {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ userId: photoFetches.userId })
      .from(photoFetches)
      .where(and(eq(photoFetches.id, fetchId), eq(photoFetches.status, "waiting")));
    if (!waiting) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`photo-budget:${waiting.userId}`}, 0))`);
    const isOverBudget = await isBudgetSpent(tx, waiting.userId, fetchId);
    const [photo] = await tx
      .update(photoFetches)
      .set({ attempts: sql`${photoFetches.attempts} + 1`, ...(isOverBudget ? {} : { triedAt: sql`now()` }) })
      .where(and(eq(photoFetches.id, fetchId), eq(photoFetches.status, "waiting")))
      .returning();
    return photo ? { photo, isOverBudget } : null;
  });
}

/** Whether the account's other photos asked in the budget's window reached its count or its bytes. */
async function isBudgetSpent(tx: Database, userId: string, fetchId: string): Promise<boolean> {
  const [spent] = await tx
    .select({
      photos: count(),
      bytes: sql<number>`coalesce(sum(${photoFetches.receivedBytes}), 0)::bigint`.mapWith(Number),
    })
    .from(photoFetches)
    .where(
      and(
        eq(photoFetches.userId, userId),
        gt(photoFetches.triedAt, sql`now() - make_interval(hours => ${photoFetchBudget.windowHours})`),
        ne(photoFetches.id, fetchId),
      ),
    );
  return (spent?.photos ?? 0) >= photoFetchBudget.photos || (spent?.bytes ?? 0) >= photoFetchBudget.bytes;
}

async function tryPhoto(
  options: FetchImportPhotoOptions,
  { photo, isOverBudget }: { photo: PhotoFetch; isOverBudget: boolean },
): Promise<Outcome> {
  if (isOverBudget) return { failure: failures.overBudget, receivedBytes: null };
  try {
    return await fetchAndStore(options, photo);
  } catch (error) {
    if (photo.attempts < maxPhotoFetchAttempts) throw error;
    options.logger.error({ err: error, fetchId: photo.id }, "an import's photo failed on its last try");
    return { failure: failures.failed, receivedBytes: null };
  }
}

async function fetchAndStore(
  { db, storage, jobs, logger, allowedHosts, baseUrl }: FetchImportPhotoOptions,
  photo: PhotoFetch,
): Promise<Outcome> {
  const isLastTry = photo.attempts >= maxPhotoFetchAttempts;
  let response: OutboundResponse;
  try {
    response = await fetchOutbound(photo.url, {
      headers: { accept: "image/*", "user-agent": `Roamstead/0.1 (+${baseUrl}) inventory import` },
      limits: photoFetchLimits,
      allowedHosts,
    });
  } catch (error) {
    if (error instanceof OutboundRefused) return { failure: failures.refused, receivedBytes: null };
    if (!(error instanceof OutboundFailed)) throw error;
    const isPassing = error.reason === "network" || error.reason === "timeout";
    if (isPassing && !isLastTry) throw new PhotoFetchAgain(error.message);
    // An answer cut at the cap sent that much.
    const receivedBytes = error.reason === "too-large" ? photoFetchLimits.maxBytes : null;
    return { failure: outboundFailures[error.reason], receivedBytes };
  }
  const receivedBytes = response.body.length;
  if (response.status >= 500 && !isLastTry) throw new PhotoFetchAgain(`the address answered ${response.status}`);
  if (response.status < 200 || response.status >= 300) return { failure: failures.httpError, receivedBytes };
  const declared = String(response.headers["content-type"] ?? "").toLowerCase();
  const type = await detectMediaType(response.body.subarray(0, detectionBytes));
  if (!declared.startsWith("image/") || type?.kind !== "image") return { failure: failures.notImage, receivedBytes };
  try {
    const stored = await storeImage({
      db,
      storage,
      jobs,
      logger,
      ownerId: photo.userId,
      input: response.body,
      contentType: type.contentType,
      byteSize: response.body.length,
      source: "import",
    });
    return { mediaId: stored.id, receivedBytes };
  } catch (error) {
    if (isAppError(error, "invalid")) return { failure: failures.unreadable, receivedBytes };
    throw error;
  }
}

/**
 * Records the photo's outcome under its listing's or draft's row lock, so of a set's photos finishing at once only the
 * last sees none waiting; true when that is this one.
 */
async function recordOutcome(db: Database, fetchId: string, outcome: Outcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Read again: the draft may have become a listing while the photo was on its way.
    const [photo] = await tx.select().from(photoFetches).where(eq(photoFetches.id, fetchId));
    if (!photo) return false;
    if (!(await lockTarget(tx, photo))) return false;
    const [recorded] = await tx
      .update(photoFetches)
      .set({
        ...("mediaId" in outcome
          ? { status: "fetched" as const, mediaId: outcome.mediaId }
          : { status: "failed" as const, failure: outcome.failure }),
        receivedBytes: outcome.receivedBytes,
        finishedAt: new Date(),
      })
      .where(and(eq(photoFetches.id, fetchId), eq(photoFetches.status, "waiting")))
      .returning({ id: photoFetches.id });
    if (!recorded || photo.importId === null || photo.rowNumber === null) return false;
    const [waiting] = await tx
      .select({ photos: count() })
      .from(photoFetches)
      .where(
        and(
          eq(photoFetches.importId, photo.importId),
          eq(photoFetches.rowNumber, photo.rowNumber),
          eq(photoFetches.status, "waiting"),
        ),
      );
    return (waiting?.photos ?? 0) === 0;
  });
}

/** Locks the photo's draft or listing until the transaction ends; false when it is gone. */
async function lockTarget(tx: Database, { draftId, listingId }: { draftId: string | null; listingId: string | null }) {
  if (draftId) {
    const [draft] = await tx
      .select({ id: listingDrafts.id })
      .from(listingDrafts)
      .where(eq(listingDrafts.id, draftId))
      .for("update");
    return draft !== undefined;
  }
  if (!listingId) return false;
  const [listing] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for("update");
  return listing !== undefined;
}
