// An admin queue's page link, `?after={instant}_{id}`: the last row shown, its keyset instant (keyset-instant.ts) and
// its id, so the next page starts exactly after it. One spelling, one reading and one way to cut a page for every
// queue (reports, reviews and questions, integrity flags).
import { canonicalIdPattern } from "./canonical-id.ts";
import { isRealInstant, keysetInstantPattern } from "./keyset-instant.ts";
import { z } from "./zod.ts";

/** Where the next page starts: the last row's instant (microseconds) and id. */
export interface KeysetCursor {
  instant: string;
  id: string;
}

const cursorPattern = new RegExp(`^(${keysetInstantPattern})_(${canonicalIdPattern})$`, "i");

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return `${cursor.instant}_${cursor.id}`;
}

/**
 * `?after=` read as a cursor; anything else (not a real instant, not an id) fails with `invalidMessage`, a message id
 * (app/lib imports no feature module, so not typed as one here).
 */
export function keysetCursorSchema(invalidMessage: string) {
  return z.string().transform((text, context): KeysetCursor => {
    const match = cursorPattern.exec(text);
    if (!match?.[1] || !match[2] || !isRealInstant(match[1])) {
      context.addIssue({ code: "custom", message: invalidMessage });
      return z.NEVER;
    }
    return { instant: match[1], id: match[2].toLowerCase() };
  });
}

/**
 * Up to `pageSize + 1` rows as a page: the rows shown, and the next page's cursor (from the last row shown) when the
 * extra row tells that more exist.
 */
export function keysetPage<Row>(
  rows: readonly Row[],
  pageSize: number,
  cursorOf: (row: Row) => KeysetCursor,
): { shown: Row[]; nextCursor: string | null } {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    shown,
    nextCursor: rows.length > pageSize && last !== undefined ? encodeKeysetCursor(cursorOf(last)) : null,
  };
}
