// The limits of reporting a listing (docs/product/reports-and-moderation.md) and how the form and the queue name
// each reason (message ids: the words are in this area's catalogs). Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** The most a report's details may hold, in characters ("moderation.report.detailsTooLong" says it). */
export const reportDetailsMaxLength = 2000;

/** Each reason's name, in the form's order. */
export const reportReasonLabels: Readonly<Record<ReportReason, MessageId>> = {
  scam: "moderation.reason.scam",
  already_sold: "moderation.reason.alreadySold",
  wrong_information: "moderation.reason.wrongInformation",
  offensive: "moderation.reason.offensive",
  other: "moderation.reason.other",
};
