// Inputs of the admin listings page (/admin): its URL (search text and paging) and its form posts.
// Shared by the page's forms and the server.

import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingCursorSchema } from "#app/modules/search/listing-cursor.schema.ts";

/** The search text's limit; the message "admin.query.searchTooLong" says it. */
export const adminSearchMaxLength = 100;

export const adminPageSize = 24;

const pageLinkInvalid = "admin.query.pageLinkInvalid" satisfies MessageId;
const cursorText = listingCursorSchema(pageLinkInvalid);

/** `?q=` (title, make or model text), and `?after=` / `?before=` (keyset paging, newest first). */
export const adminListingsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(adminSearchMaxLength, "admin.query.searchTooLong" satisfies MessageId)
      .default(""),
    after: cursorText.optional(),
    before: cursorText.optional(),
    delete: idSchema("admin.query.deleteInvalid" satisfies MessageId).optional(),
  })
  .refine((query) => !(query.after && query.before), {
    message: pageLinkInvalid,
    path: ["after"],
  });

export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

export const adminListingIntents = ["feature", "unfeature", "delete"] as const;
export type AdminListingIntent = (typeof adminListingIntents)[number];

/** A Feature, Unfeature or (confirmed) Delete post from a listing card. */
export const adminListingActionSchema = z.object({
  intent: z.enum(adminListingIntents, "admin.action.unknown" satisfies MessageId),
  listingId: idSchema("admin.action.listingInvalid" satisfies MessageId),
});

export type AdminListingAction = z.infer<typeof adminListingActionSchema>;
