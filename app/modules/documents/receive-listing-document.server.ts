// The first half of attaching a PDF (docs/product/listing-documents.md, Attaching a PDF): who may, how many, and the
// upload itself, streamed to a spool file within its 20 MB (media-limits.ts, the one table of upload sizes). The
// caller parses the fields with documentUploadSchema, then hands both to attachListingDocument.
import { unlink } from "node:fs/promises";
import { count, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments } from "#app/db/schema.ts";
import { AppError, type AppErrorCode, isAppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { findEditableListing } from "#app/modules/listings/get-listing-for-edit.server.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { documentByteLimit } from "#app/modules/media/media-limits.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { receiveUpload } from "#app/modules/media/receive-upload.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";

/** A listing holds at most this many documents (an inspection or two and a build's papers). */
export const maxDocumentsPerListing = 10;

/** Per account: a seller attaching every paper of several builds, not a file host. */
export const documentUploadRateLimit: RateLimitRule = { limit: 30, windowSeconds: 3600 };

/** How the documents pages refuse a listing that is not there, or not the asker's. */
export const documentRefusals = {
  forbidden: "documents.manage.forbidden",
  notFound: "documents.manage.notFound",
} as const satisfies Record<string, MessageId>;

export interface ReceiveListingDocumentOptions {
  db: Database;
  storage: MediaStorage;
  /** A multipart/form-data post with the PDF in `file` and the form's fields. */
  request: Request;
  /** Unvalidated (a URL segment). */
  listingId: string;
  actor: ListingActor;
}

export interface ReceivedDocument {
  listingId: string;
  /** The spooled upload: attachListingDocument stores it, discardReceivedDocument removes it. */
  file: string;
  size: number;
  /** The name the browser sent. */
  fileName: string;
  fields: Readonly<Record<string, string>>;
}

/** The upload stream's refusals that are about the file the seller chose: shown on its field. */
const fileRefusalCodes = new Set<AppErrorCode>(["invalid", "unsupported-media-type", "too-large"]);

/** What the upload stream refuses, said the documents' way, on the form's file field. */
const receiveRefusals: Partial<Record<string, MessageId>> = {
  "media.upload.emptyFile": "documents.upload.chooseFile",
  "media.upload.badRequest": "documents.upload.chooseFile",
};

/**
 * Checks that `actor` may change the listing (its owner or an administrator), that its documents and the actor's
 * hour leave room for one more, then receives the upload. Nothing of the body is read before those checks.
 * Throws AppError: `not-found` / `forbidden`, `rate-limited`, `conflict` (10 documents), `too-large` (over 20 MB) and
 * `invalid` on the `file` field (no file, an unusable name).
 */
export async function receiveListingDocument({
  db,
  storage,
  request,
  listingId,
  actor,
}: ReceiveListingDocumentOptions): Promise<ReceivedDocument> {
  const listing = await findEditableListing(db, listingId, actor, documentRefusals);
  const rate = await consumeRateLimit({ db, key: `document-upload:user:${actor.id}`, ...documentUploadRateLimit });
  if (!rate.isAllowed) {
    throw new AppError("rate-limited", "documents.upload.rateLimited" satisfies MessageId, {
      retryAfterSeconds: rate.retryAfterSeconds,
    });
  }
  if ((await countDocuments(db, listing.id)) >= maxDocumentsPerListing) throw tooManyDocuments();
  try {
    const upload = await receiveUpload({
      request,
      spoolDir: storage.spoolDir,
      maxBytes: documentByteLimit,
      tooLargeMessage: "documents.upload.tooLarge" satisfies MessageId,
      // A photo or a video is refused at its first bytes; anything else is judged whole once it is here (check-pdf).
      refuseType: (type) => (type ? ("documents.upload.notPdf" satisfies MessageId) : null),
    });
    return {
      listingId: listing.id,
      file: upload.file,
      size: upload.size,
      fileName: upload.fileName,
      fields: upload.fields,
    };
  } catch (error) {
    if (!isAppError(error) || !fileRefusalCodes.has(error.code)) throw error;
    const message = receiveRefusals[error.message] ?? error.message;
    throw new AppError(error.code, message, { fieldErrors: { file: message } });
  }
}

/** Removes a received upload that will not be attached. */
export async function discardReceivedDocument(upload: Pick<ReceivedDocument, "file">): Promise<void> {
  await unlink(upload.file).catch(() => {});
}

export async function countDocuments(db: Database, listingId: string): Promise<number> {
  const [row] = await db
    .select({ documents: count() })
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId));
  return row?.documents ?? 0;
}

export const tooManyDocuments = () => new AppError("conflict", "documents.upload.tooMany" satisfies MessageId);
