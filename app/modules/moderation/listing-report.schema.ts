// A visitor's report of a listing (docs/product/reports-and-moderation.md, Report a listing): the form of
// /listing/{id}/report and what its action accepts. Browser-safe.
import type { ReportReason } from "#app/db/moderation-schema.ts";
import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import { reportDetailsMaxLength, reportReasonLabels, reportTexts } from "./report-texts.ts";

// The reasons as the labels list them (a Record of every ReportReason), not the table's array: that would
// bring the database schema into the browser.
const reportReasons = Object.keys(reportReasonLabels) as [ReportReason, ...ReportReason[]];

export const listingReportSchema = z
  .object({
    reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
    details: z
      .string({ error: reportTexts.detailsTooLong })
      .trim()
      .max(reportDetailsMaxLength, { error: reportTexts.detailsTooLong })
      .refine(isStorableText, { error: unstorableTextMessage("the details") })
      .nullish()
      .transform((value) => value ?? ""),
    /** The honeypot: hidden from people, so anything in it was typed by a bot. */
    website: z.unknown().optional(),
  })
  .refine((report) => report.reason !== "other" || report.details !== "", {
    path: ["details"],
    error: reportTexts.detailsRequired,
  });

export type ListingReportInput = z.output<typeof listingReportSchema>;
