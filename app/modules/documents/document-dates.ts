// The dates a document may carry (docs/product/listing-documents.md, Attaching a PDF): the form's date field and the
// server's parse take their bounds from here. Browser-safe, without zod.

/** No inspection or certificate of a camper on sale is older than this. */
export const earliestDocumentDate = "1980-01-01";

/**
 * Today where the day started first (UTC+14): a date a seller anywhere calls today is never refused as future,
 * and the date field's `max` says the same.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}
