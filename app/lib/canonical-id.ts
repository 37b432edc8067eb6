// The one spelling of an id in an address (docs/product/site-shell.md, "One spelling per address"): a UUID as
// PostgreSQL writes it, lower-case hex. The database matches a uuid in any case, so without this every
// upper/lower-case mix of an id would name the same row under another address, and anything keyed on the
// address as typed (a share image's file, a cache entry) would be made and kept once per spelling.
// No zod here: /media's addresses (media-urls.ts) use it on pages that load no zod.

/** A UUID in its canonical spelling, as a regular expression source (no anchors, no flags). */
export const canonicalIdPattern = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const canonicalId = new RegExp(`^${canonicalIdPattern}$`);
const anyIdSpelling = new RegExp(`^${canonicalIdPattern}$`, "i");
const idInAnySpelling = new RegExp(canonicalIdPattern, "i");
const everyIdInAnySpelling = new RegExp(canonicalIdPattern, "gi");

/** Whether `value` is an id in its canonical spelling; another spelling of an id is not. */
export function isCanonicalId(value: unknown): value is string {
  return typeof value === "string" && canonicalId.test(value);
}

/** Whether `value` is an id in any spelling (a key the caller spells canonically itself, e.g. a payment session's). */
export function isIdInAnySpelling(value: unknown): value is string {
  return typeof value === "string" && anyIdSpelling.test(value);
}

/** Whether `text` holds an id, in any spelling. */
export function hasId(text: string): boolean {
  return idInAnySpelling.test(text);
}

/** `text` with every id in it spelled canonically ("/listing/0B6F…" → "/listing/0b6f…"). */
export function withCanonicalIds(text: string): string {
  return text.replace(everyIdInAnySpelling, (id) => id.toLowerCase());
}
