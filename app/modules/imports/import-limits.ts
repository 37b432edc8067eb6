// An inventory import's limits (docs/product/open-platform.md, Inventory import; ADR 076). Browser-safe: the import
// page states them.
import { imageByteLimits } from "#app/modules/media/media-limits.ts";

/** The most data rows one file may hold; one more and the file is refused whole, nothing stored. */
export const maxImportRows = 1_000;

/** The largest file taken: 1,000 rows with long descriptions fit (the upload stream enforces it as bytes arrive). */
export const maxImportBytes = 10 * 1024 * 1024;

/** A photo address longer than this is no photo address a seller typed. */
export const maxPhotoUrlLength = 2_000;

/** How a photo is fetched (the outbound guard's limits, app/modules/platform/outbound-fetch.server.ts). */
export const photoFetchLimits = {
  /** As a listing photo's upload (15 MB). */
  maxBytes: imageByteLimits.listing,
  timeoutMs: 20_000,
  maxRedirects: 3,
  allowedSchemes: ["http:", "https:"],
} as const;

/** A photo whose address did not answer (a network error or a timeout) is tried this many times in all. */
export const maxPhotoFetchAttempts = 3;

/**
 * What one account's imports may fetch in any 24 hours: a dealer's whole stock with its photos, not a download
 * service. Every address asked counts (a failed answer too, with the bytes it sent); past it, a photo fails at once.
 */
export const photoFetchBudget = { photos: 2_000, bytes: 10 * 1024 ** 3, windowHours: 24 } as const;

/**
 * Photos of one account fetched at once, across processes: a seller whose addresses hang (a tarpit) holds two
 * fetches for at most their deadline each, never the others' turn.
 */
export const photosAtOncePerAccount = 2;
