// Inputs of the integrity queue (/admin/integrity, docs/product/integrity-checks.md): its URL (the page) and the
// decision forms of each listing. Shared by the page's forms and the server.
import { canonicalIdPattern } from "#app/lib/canonical-id.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { isRealInstant, keysetInstantPattern } from "#app/lib/keyset-instant.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const integrityQueuePageSize = 20;

/** Where the next page starts: the last listing shown, its flag time (microseconds) and id. */
export interface IntegrityQueueCursor {
  flaggedAt: string;
  listingId: string;
}

const cursorPattern = new RegExp(`^(${keysetInstantPattern})_(${canonicalIdPattern})$`, "i");

export function encodeIntegrityQueueCursor(cursor: IntegrityQueueCursor): string {
  return `${cursor.flaggedAt}_${cursor.listingId}`;
}

/** `?after=`: the next page. */
export const integrityQueueQuerySchema = z.object({
  after: z
    .string()
    .transform((text, context): IntegrityQueueCursor => {
      const match = cursorPattern.exec(text);
      if (!match?.[1] || !match[2] || !isRealInstant(match[1])) {
        context.addIssue({ code: "custom", message: "integrity.queue.pageLinkInvalid" satisfies MessageId });
        return z.NEVER;
      }
      return { flaggedAt: match[1], listingId: match[2].toLowerCase() };
    })
    .optional(),
});

export const integrityDecisions = ["clear", "hide"] as const;
export type IntegrityDecision = (typeof integrityDecisions)[number];

/** One decision on one flagged listing. */
export const integrityDecisionSchema = z.object({
  intent: z.enum(integrityDecisions, { error: "integrity.queue.chooseAction" satisfies MessageId }),
  listingId: idSchema("admin.listingGone" satisfies MessageId),
});
