// One photo an import names by address, fetched in the background (docs/product/open-platform.md, Inventory import):
// through the outbound guard only (no loopback, private or metadata address, every redirect checked; ADR 078), within
// 15 MB, 20 seconds and 3 redirects; kept only when the answer says it is an image and its bytes are one the site
// takes (JPEG, PNG, WebP, HEIC…), then processed and stored exactly as an upload. An address that did not answer is
// tried again twice; a refused one never.
import { and, count, eq, sql } from "drizzle-orm";
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
import { maxPhotoFetchAttempts, photoFetchLimits } from "./import-limits.ts";
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

type Outcome = { mediaId: string } | { failure: MessageId };

/** Fetches the photo, if it is still wanted; throws PhotoFetchAgain when it is worth another try. */
export async function fetchImportPhoto(options: FetchImportPhotoOptions): Promise<"fetched" | "failed" | "gone"> {
  const { db, fetchId } = options;
  const [photo] = await db
    .update(photoFetches)
    .set({ attempts: sql`${photoFetches.attempts} + 1` })
    .where(and(eq(photoFetches.id, fetchId), eq(photoFetches.status, "waiting")))
    .returning();
  if (!photo) return "gone";
  const outcome = await fetchAndStore(options, photo);
  const setIsDone = await recordOutcome(db, fetchId, outcome);
  if (photo.importId !== null && photo.rowNumber !== null) {
    if (setIsDone) await finishPhotoSet({ ...options, importId: photo.importId, rowNumber: photo.rowNumber });
    await settleInventoryImport(db, photo.importId);
  }
  return "mediaId" in outcome ? "fetched" : "failed";
}

async function fetchAndStore(
  { db, storage, jobs, logger, allowedHosts, baseUrl }: FetchImportPhotoOptions,
  photo: typeof photoFetches.$inferSelect,
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
    if (error instanceof OutboundRefused) return { failure: failures.refused };
    if (!(error instanceof OutboundFailed)) throw error;
    const isPassing = error.reason === "network" || error.reason === "timeout";
    if (isPassing && !isLastTry) throw new PhotoFetchAgain(error.message);
    return { failure: outboundFailures[error.reason] };
  }
  if (response.status >= 500 && !isLastTry) throw new PhotoFetchAgain(`the address answered ${response.status}`);
  if (response.status < 200 || response.status >= 300) return { failure: failures.httpError };
  const declared = String(response.headers["content-type"] ?? "").toLowerCase();
  const type = await detectMediaType(response.body.subarray(0, detectionBytes));
  if (!declared.startsWith("image/") || type?.kind !== "image") return { failure: failures.notImage };
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
    return { mediaId: stored.id };
  } catch (error) {
    if (isAppError(error, "invalid")) return { failure: failures.unreadable };
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
      .set(
        "mediaId" in outcome
          ? { status: "fetched", mediaId: outcome.mediaId, finishedAt: new Date() }
          : { status: "failed", failure: outcome.failure, finishedAt: new Date() },
      )
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
