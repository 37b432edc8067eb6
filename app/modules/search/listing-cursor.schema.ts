// The `cursor` of a list's address (/featured, /builders, a landing page, the admin list and their JSON
// next pages), read through readQuery: a cursor this site wrote, or the parameter's message.
import { z } from "#app/lib/zod.ts";
import { decodeListingCursor, invalidCursorMessage } from "./listing-page.ts";

/** A cursor as a URL carries it (listing-page.ts); anything else fails with `message`. */
export function listingCursorSchema(message: string = invalidCursorMessage) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      const cursor = decodeListingCursor(text);
      if (cursor) return cursor;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/** A list page's query: `cursor`, absent on the first page. */
export const listingPageQuerySchema = z.object({ cursor: listingCursorSchema().optional() });
