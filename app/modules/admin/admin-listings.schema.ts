// Inputs of the admin listings page (/admin): its URL (search text and paging) and its form posts.
// Shared by the page's forms and the server.

import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import { listingCursorSchema } from "#app/modules/search/listing-cursor.schema.ts";

export const adminSearchMaxLength = 100;

export const adminPageSize = 24;

const cursorText = listingCursorSchema("The page link is not valid. Please start again from the first page.");

/** `?q=` (title, make or model text), and `?after=` / `?before=` (keyset paging, newest first). */
export const adminListingsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(adminSearchMaxLength, `Search text must be at most ${adminSearchMaxLength} characters.`)
      .default(""),
    after: cursorText.optional(),
    before: cursorText.optional(),
    delete: idSchema("The listing to delete is not valid.").optional(),
  })
  .refine((query) => !(query.after && query.before), {
    message: "The page link is not valid. Please start again from the first page.",
    path: ["after"],
  });

export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

export const adminListingIntents = ["feature", "unfeature", "delete"] as const;
export type AdminListingIntent = (typeof adminListingIntents)[number];

/** A Feature, Unfeature or (confirmed) Delete post from a listing card. */
export const adminListingActionSchema = z.object({
  intent: z.enum(adminListingIntents, "Unknown action."),
  listingId: idSchema("The listing is not valid."),
});

export type AdminListingAction = z.infer<typeof adminListingActionSchema>;
