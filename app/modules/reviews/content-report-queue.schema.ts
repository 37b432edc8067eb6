// Inputs of /admin/content-reports (docs/product/people-and-trust.md, "Reports of reviews and questions"): the page
// of the queue in its URL and each decision's form. Shared by the page's forms and the server.
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { reportQueueCursorSchema } from "#app/modules/moderation/report-queue.schema.ts";

export const contentReportQueuePageSize = 20;

/** `?after=`: the next page (the newest report time of the last thing shown, and its id). */
export const contentReportQueueQuerySchema = z.object({ after: reportQueueCursorSchema.optional() });

export const contentDecisions = ["remove", "keep"] as const;
export type ContentDecision = (typeof contentDecisions)[number];

/** One decision on one reported review or question (its reports say which of the two it is). */
export const contentDecisionSchema = z.object({
  intent: z.enum(contentDecisions, { error: "reviews.queue.chooseAction" satisfies MessageId }),
  contentId: idSchema("reviews.queue.gone" satisfies MessageId),
});
