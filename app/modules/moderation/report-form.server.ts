// What the report pages' loaders and actions share (a listing's /listing/{id}/report, a review's or a question's
// /report-content/{kind}/{id}): the form read once with the listing report's rules, and the thanks after it, the same
// page with `?reported=1` (docs/product/reports-and-moderation.md, Report a listing).
import { redirect } from "react-router";
import type { SubmittedValues } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import { listingReportSchema } from "./listing-report.schema.ts";

/** `?reported=1`: the report was sent (the page after the form's redirect). */
const reportSentQuerySchema = z.object({
  reported: z.literal("1", { error: "moderation.report.linkInvalid" satisfies MessageId }).optional(),
});

/** Whether the page asked for is the thanks for a sent report; a bad `?reported=` throws the link's error page. */
export function isReportSentPage(request: Request): boolean {
  const query = readQuery(request, reportSentQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  return query.data.reported !== undefined;
}

/** The report form as posted, read and checked ('Please check the highlighted fields.' when a field is wrong). */
export function readReportForm(request: Request) {
  return readInput(request, {
    schema: listingReportSchema,
    invalidMessage: "moderation.report.invalid" satisfies MessageId,
  });
}

/**
 * Files a report with `fileReport`, then thanks on the report's page (`pagePath`, a 303 to `?reported=1`), or answers
 * the use case's failure with what was sent. A filled honeypot is answered like a success: the bot learns nothing.
 */
export async function sendReport(pagePath: string, values: SubmittedValues, fileReport: () => Promise<unknown>) {
  try {
    await fileReport();
  } catch (error) {
    return replyData(failureReply(error, values));
  }
  return redirect(`${pagePath}?reported=1`, 303);
}
