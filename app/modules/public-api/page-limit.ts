// `limit`: how many items a page of the API holds (docs/product/open-platform.md, Public API, Pagination).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const defaultPageLimit = 20;
export const maxPageLimit = 50;

/** 'Limit must be a whole number from 1 to 50.' */
const limitMessage: MessageId = "public-api.error.limit";

/** The `limit` parameter, read beside a list's own: absent means {@link defaultPageLimit}. */
export const pageLimitShape = {
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: limitMessage })
    .transform(Number)
    .pipe(z.number().min(1, { error: limitMessage }).max(maxPageLimit, { error: limitMessage }))
    .optional()
    .meta({ override: { type: "integer", minimum: 1, maximum: maxPageLimit, default: defaultPageLimit } }),
};
