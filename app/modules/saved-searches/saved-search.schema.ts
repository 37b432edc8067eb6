// The saved-search forms (docs/product/buyers-come-back.md, Saved searches and alerts): one schema per
// form, read by the server and named by the form's fields. Browser-safe.

import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import { alertFrequencies, maxSavedSearchNameLength, savedSearchTexts } from "./saved-search-texts.ts";

const name = z
  .string({ error: savedSearchTexts.nameRequired })
  .transform((text) => text.replace(/\p{Cc}/gu, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: savedSearchTexts.nameRequired })
      .max(maxSavedSearchNameLength, { error: savedSearchTexts.nameTooLong }),
  );
const frequency = z.enum(alertFrequencies, { error: "Choose Instant, Daily digest or Off." });
const savedSearchId = idSchema(savedSearchTexts.notFound);

/** 'Save this search': `query` is the search's URL parameters as on /listings. */
export const saveSearchSchema = z.object({
  intent: z.literal("save"),
  name,
  frequency,
  query: z.string().max(4000, { error: "That search is too long to save." }),
});

export const renameSavedSearchSchema = z.object({ intent: z.literal("rename"), id: savedSearchId, name });
export const setAlertFrequencySchema = z.object({ intent: z.literal("frequency"), id: savedSearchId, frequency });
export const deleteSavedSearchSchema = z.object({ intent: z.literal("delete"), id: savedSearchId });

/** What /saved-searches takes: one of its forms, told apart by `intent`. */
export const savedSearchesActionSchema = z.discriminatedUnion(
  "intent",
  [saveSearchSchema, renameSavedSearchSchema, setAlertFrequencySchema, deleteSavedSearchSchema],
  { error: "Unknown action." },
);
