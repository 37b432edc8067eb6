// Inputs of /admin/content-reports (docs/product/people-and-trust.md, "Reports of reviews and questions"): the page
// of the queue in its URL and each decision's form. Shared by the page's forms and the server.
import { canonicalIdPattern } from "#app/lib/canonical-id.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { isRealInstant, keysetInstantPattern } from "#app/lib/keyset-instant.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { pageLinkInvalid } from "#app/modules/moderation/report-queue.schema.ts";

export const contentReportQueuePageSize = 20;

/** Where the next page starts: the newest report time of the last thing shown (microseconds) and its id. */
export interface ContentReportQueueCursor {
  latestAt: string;
  contentId: string;
}

const cursorPattern = new RegExp(`^(${keysetInstantPattern})_(${canonicalIdPattern})$`, "i");

export function encodeContentReportQueueCursor(cursor: ContentReportQueueCursor): string {
  return `${cursor.latestAt}_${cursor.contentId}`;
}

/** `?after=`: the next page. */
export const contentReportQueueQuerySchema = z.object({
  after: z
    .string()
    .transform((text, context): ContentReportQueueCursor => {
      const match = cursorPattern.exec(text);
      if (!match?.[1] || !match[2] || !isRealInstant(match[1])) {
        context.addIssue({ code: "custom", message: pageLinkInvalid });
        return z.NEVER;
      }
      return { latestAt: match[1], contentId: match[2].toLowerCase() };
    })
    .optional(),
});

export const contentDecisions = ["remove", "keep"] as const;
export type ContentDecision = (typeof contentDecisions)[number];

/** One decision on one reported review or question (its reports say which of the two it is). */
export const contentDecisionSchema = z.object({
  intent: z.enum(contentDecisions, { error: "reviews.queue.chooseAction" satisfies MessageId }),
  contentId: idSchema("reviews.queue.gone" satisfies MessageId),
});
