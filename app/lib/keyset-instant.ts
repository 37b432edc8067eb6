// The instant a keyset page link carries (an admin queue's `?after=`): to the microsecond, as PostgreSQL keeps it,
// so the next page starts exactly after the last row shown.

/** `2024-05-06T07:08:09.123456Z`, as a regular expression's source. */
export const keysetInstantPattern = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z";

/** Whether `2024-05-06T07:08:09.123456Z` names a real instant (not the 13th month or the 99th minute). */
export function isRealInstant(text: string): boolean {
  const milliseconds = `${text.slice(0, 23)}Z`;
  const parsed = Date.parse(milliseconds);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString() === milliseconds;
}
