// GET /documents/{id} (docs/product/listing-documents.md, Downloads): a listing's PDF, always as a download. The
// seller's bytes never render or run on our origin: `Content-Disposition: attachment`, `nosniff` so no browser takes
// them for anything but a PDF, and a CSP sandbox (no script, no same-origin rights) should a browser show them anyway.
import { Readable } from "node:stream";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments, listings } from "#app/db/schema.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isSoldPageOpen } from "#app/modules/listings/sold-listing-page.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { attachmentDisposition } from "./document-file-name.ts";
import { documentKey } from "./document-storage.ts";

export interface DocumentDownloadOptions {
  db: Database;
  storage: MediaStorage;
  /** Unvalidated (a URL segment). */
  id: string;
  method: string;
  /** The signed-in visitor: the owner and administrators also get the documents of a listing that is not public. */
  viewer: { id: string; role: "user" | "admin" } | null;
}

/** A public listing's document may be kept by shared caches for a while; any other is the asker's alone. */
export const publicDocumentCacheControl = "public, max-age=300";
const privateDocumentCacheControl = "private, no-store";

/** The headers every document download carries, whoever asks. */
export const documentDownloadHeaders = {
  "Content-Type": "application/pdf",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** The PDF as a download, or a 404 for a document that is not there or that the viewer may not see. */
export async function documentDownloadResponse({
  db,
  storage,
  id,
  method,
  viewer,
}: DocumentDownloadOptions): Promise<Response> {
  if (!idSchema().safeParse(id).success) return notFound();
  const [row] = await db
    .select({
      fileName: listingDocuments.fileName,
      byteSize: listingDocuments.byteSize,
      ownerId: listings.userId,
      isPublic: sql<boolean>`coalesce(${isPublicListing()}, false)`,
      isOpenToAll: sql<boolean>`coalesce(${or(isPublicListing(), isSoldPageOpen())}, false)`,
    })
    .from(listingDocuments)
    .innerJoin(listings, eq(listings.id, listingDocuments.listingId))
    .where(eq(listingDocuments.id, id));
  const mayRead = row && (row.isOpenToAll || viewer?.role === "admin" || (viewer && viewer.id === row.ownerId));
  if (!row || !mayRead) return notFound();
  const headers = {
    ...documentDownloadHeaders,
    "Content-Disposition": attachmentDisposition(row.fileName),
    "Content-Length": String(row.byteSize),
    "Cache-Control": row.isPublic ? publicDocumentCacheControl : privateDocumentCacheControl,
  };
  if (method === "HEAD") return new Response(null, { status: 200, headers });
  const file = await storage.read(documentKey(id));
  if (!file) return notFound();
  return new Response(Readable.toWeb(file) as ReadableStream<Uint8Array>, { status: 200, headers });
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
