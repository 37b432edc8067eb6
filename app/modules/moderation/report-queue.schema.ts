// Inputs of the report queue (/admin/reports, docs/product/reports-and-moderation.md): its URL (which view,
// the page) and the decision forms of each listing. Shared by the page's forms and the server.
import { idSchema } from "#app/lib/id-schema.ts";
import { keysetCursorSchema } from "#app/lib/keyset-cursor.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const reportQueuePageSize = 20;

export const reportQueueViews = ["open", "hidden"] as const;
export type ReportQueueView = (typeof reportQueueViews)[number];

/** `?after=` of a report queue (listings', reviews', questions'): the last one shown, its newest report time and id. */
export const reportQueueCursorSchema = keysetCursorSchema("moderation.queue.pageLinkInvalid" satisfies MessageId);

/** `?view=open|hidden`, `?after=` (the next page) and `?delete=` (the listing whose deletion is being confirmed). */
export const reportQueueQuerySchema = z.object({
  view: z.enum(reportQueueViews, { error: "moderation.queue.viewInvalid" satisfies MessageId }).default("open"),
  after: reportQueueCursorSchema.optional(),
  delete: idSchema("moderation.queue.deleteInvalid" satisfies MessageId).optional(),
});

export const reportDecisions = ["dismiss", "hide", "restore", "delete"] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/** One decision on one reported listing. */
export const reportDecisionSchema = z.object({
  intent: z.enum(reportDecisions, { error: "moderation.queue.chooseAction" satisfies MessageId }),
  listingId: idSchema("admin.listingGone" satisfies MessageId),
});
