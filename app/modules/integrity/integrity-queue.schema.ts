// Inputs of the integrity queue (/admin/integrity, docs/product/integrity-checks.md): its URL (the page) and the
// decision forms of each listing. Shared by the page's forms and the server.
import { idSchema } from "#app/lib/id-schema.ts";
import { keysetCursorSchema } from "#app/lib/keyset-cursor.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const integrityQueuePageSize = 20;

/** `?after=`: the next page (the last listing shown, its flag time and id). */
export const integrityQueueQuerySchema = z.object({
  after: keysetCursorSchema("integrity.queue.pageLinkInvalid" satisfies MessageId).optional(),
});

export const integrityDecisions = ["clear", "hide"] as const;
export type IntegrityDecision = (typeof integrityDecisions)[number];

/** One decision on one flagged listing. */
export const integrityDecisionSchema = z.object({
  intent: z.enum(integrityDecisions, { error: "integrity.queue.chooseAction" satisfies MessageId }),
  listingId: idSchema("admin.listingGone" satisfies MessageId),
});
