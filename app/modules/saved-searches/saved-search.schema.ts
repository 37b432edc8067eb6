// The saved-search forms (docs/product/buyers-come-back.md, Saved searches and alerts): one schema per
// form, read by the server and named by the form's fields; their messages are message ids (ADR 056). Browser-safe.

import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { alertFrequencies, maxSavedSearchNameLength } from "./saved-search-rules.ts";

const nameRequired: MessageId = "saved-searches.error.nameRequired";

const name = z
  .string({ error: nameRequired })
  .transform((text) => text.replace(/\p{Cc}/gu, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: nameRequired })
      .max(maxSavedSearchNameLength, { error: "saved-searches.error.nameTooLong" satisfies MessageId }),
  );
const frequency = z.enum(alertFrequencies, { error: "saved-searches.error.chooseFrequency" satisfies MessageId });
const savedSearchId = idSchema("saved-searches.error.notFound" satisfies MessageId);

/** 'Save this search': `query` is the search's URL parameters as on /listings. */
export const saveSearchSchema = z.object({
  intent: z.literal("save"),
  name,
  frequency,
  query: z.string().max(4000, { error: "saved-searches.error.searchTooLong" satisfies MessageId }),
});

export const renameSavedSearchSchema = z.object({ intent: z.literal("rename"), id: savedSearchId, name });
export const setAlertFrequencySchema = z.object({ intent: z.literal("frequency"), id: savedSearchId, frequency });
export const deleteSavedSearchSchema = z.object({ intent: z.literal("delete"), id: savedSearchId });
/** 'Create a feed address' and 'New address' (a new token replaces the old), 'Turn off the feed' (open-platform.md). */
export const renewSavedSearchFeedSchema = z.object({ intent: z.literal("feed"), id: savedSearchId });
export const turnOffSavedSearchFeedSchema = z.object({ intent: z.literal("feed-off"), id: savedSearchId });

/** What /saved-searches takes: one of its forms, told apart by `intent`. */
export const savedSearchesActionSchema = z.discriminatedUnion(
  "intent",
  [
    saveSearchSchema,
    renameSavedSearchSchema,
    setAlertFrequencySchema,
    deleteSavedSearchSchema,
    renewSavedSearchFeedSchema,
    turnOffSavedSearchFeedSchema,
  ],
  { error: "saved-searches.error.unknownAction" satisfies MessageId },
);
