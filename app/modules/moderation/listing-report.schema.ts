// A visitor's report of a listing (docs/product/reports-and-moderation.md, Report a listing): the form of
// /listing/{id}/report and what its action accepts. Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { reportDetailsMaxLength, reportReasonLabels } from "./report-rules.ts";

// The reasons as the labels list them (a Record of every ReportReason), not the table's array: that would
// bring the database schema into the browser.
const reportReasons = Object.keys(reportReasonLabels) as [ReportReason, ...ReportReason[]];

const detailsTooLong = "moderation.report.detailsTooLong" satisfies MessageId;

export const listingReportSchema = z
  .object({
    reason: z.enum(reportReasons, { error: "moderation.report.reasonRequired" satisfies MessageId }),
    details: z
      .string({ error: detailsTooLong })
      .trim()
      .max(reportDetailsMaxLength, { error: detailsTooLong })
      .refine(isStorableText, { error: "moderation.report.detailsUnsupported" satisfies MessageId })
      .nullish()
      .transform((value) => value ?? ""),
    /** The honeypot: hidden from people, so anything in it was typed by a bot. */
    website: z.unknown().optional(),
  })
  .refine((report) => report.reason !== "other" || report.details !== "", {
    path: ["details"],
    error: "moderation.report.detailsRequired" satisfies MessageId,
  });

export type ListingReportInput = z.output<typeof listingReportSchema>;
