// Inputs of the report queue (/admin/reports, docs/product/reports-and-moderation.md): its URL (which view,
// the page) and the decision forms of each listing. Shared by the page's forms and the server.
import { canonicalIdPattern } from "#app/lib/canonical-id.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { isRealInstant, keysetInstantPattern } from "#app/lib/keyset-instant.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const reportQueuePageSize = 20;

export const reportQueueViews = ["open", "hidden"] as const;
export type ReportQueueView = (typeof reportQueueViews)[number];

/** Where the next page starts: the newest report time of the last listing shown (microseconds) and its id. */
export interface ReportQueueCursor {
  latestAt: string;
  listingId: string;
}

const cursorPattern = new RegExp(`^(${keysetInstantPattern})_(${canonicalIdPattern})$`, "i");

export const pageLinkInvalid = "moderation.queue.pageLinkInvalid" satisfies MessageId;

export function encodeReportQueueCursor(cursor: ReportQueueCursor): string {
  return `${cursor.latestAt}_${cursor.listingId}`;
}

/** `?view=open|hidden`, `?after=` (the next page) and `?delete=` (the listing whose deletion is being confirmed). */
export const reportQueueQuerySchema = z.object({
  view: z.enum(reportQueueViews, { error: "moderation.queue.viewInvalid" satisfies MessageId }).default("open"),
  after: z
    .string()
    .transform((text, context): ReportQueueCursor => {
      const match = cursorPattern.exec(text);
      if (!match?.[1] || !match[2] || !isRealInstant(match[1])) {
        context.addIssue({ code: "custom", message: pageLinkInvalid });
        return z.NEVER;
      }
      return { latestAt: match[1], listingId: match[2].toLowerCase() };
    })
    .optional(),
  delete: idSchema("moderation.queue.deleteInvalid" satisfies MessageId).optional(),
});

export const reportDecisions = ["dismiss", "hide", "restore", "delete"] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/** One decision on one reported listing. */
export const reportDecisionSchema = z.object({
  intent: z.enum(reportDecisions, { error: "moderation.queue.chooseAction" satisfies MessageId }),
  listingId: idSchema("admin.listingGone" satisfies MessageId),
});
