// The fields of the upload form beside its file (docs/product/listing-documents.md, Attaching a PDF), parsed once by
// the server. Messages are ids of the documents catalogs (ADR 056).
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { earliestDocumentDate, latestToday } from "./document-dates.ts";
import { listingDocumentKinds } from "./document-kinds.ts";

const maxNameLength = 120;

const messages = {
  kindRequired: "documents.upload.kindRequired",
  nameTooLong: "documents.upload.nameTooLong",
  dateInvalid: "documents.upload.dateInvalid",
  dateInFuture: "documents.upload.dateInFuture",
  dateTooOld: "documents.upload.dateTooOld",
  inspectorRequired: "documents.upload.inspectorRequired",
  dateRequired: "documents.upload.dateRequired",
} as const satisfies Record<string, MessageId>;

const optionalName = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null)
  .pipe(z.string().max(maxNameLength, { error: messages.nameTooLong }).nullable());

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => isoDay.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

const optionalDay = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null)
  .superRefine((day, context) => {
    if (day === null) return;
    if (!isRealDay(day)) context.addIssue({ code: "custom", message: messages.dateInvalid });
    else if (day > latestToday()) context.addIssue({ code: "custom", message: messages.dateInFuture });
    else if (day < earliestDocumentDate) context.addIssue({ code: "custom", message: messages.dateTooOld });
  });

/**
 * Kind, inspector, company and date. The inspector and company are an inspection report's only (dropped for the
 * other kinds); an inspection report needs its inspector and its date.
 */
export const documentUploadSchema = z
  .object({
    kind: z.enum(listingDocumentKinds, { error: messages.kindRequired }),
    inspectorName: optionalName,
    inspectionCompany: optionalName,
    datedOn: optionalDay,
  })
  .superRefine((input, context) => {
    if (input.kind !== "inspection_report") return;
    if (input.inspectorName === null) {
      context.addIssue({ code: "custom", path: ["inspectorName"], message: messages.inspectorRequired });
    }
    if (input.datedOn === null) context.addIssue({ code: "custom", path: ["datedOn"], message: messages.dateRequired });
  })
  .transform((input) =>
    input.kind === "inspection_report" ? input : { ...input, inspectorName: null, inspectionCompany: null },
  );

export type DocumentUploadInput = z.output<typeof documentUploadSchema>;
