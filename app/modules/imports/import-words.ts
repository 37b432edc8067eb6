// The import pages' words for its statuses, outcomes and counts (the imports catalogs). Browser-safe.
import type { ImportRowOutcome, InventoryImportStatus } from "#app/db/open-platform-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { OutcomeCounts } from "./outcome-counts.ts";

export const importStatusLabels: Record<InventoryImportStatus, MessageId> = {
  checked: "imports.status.checked",
  applying: "imports.status.applying",
  applied: "imports.status.applied",
  failed: "imports.status.failed",
};

/** 'Create', 'Update', 'No change', 'Error'. */
export const rowOutcomeLabels: Record<ImportRowOutcome, MessageId> = {
  create: "imports.outcome.create",
  update: "imports.outcome.update",
  unchanged: "imports.outcome.unchanged",
  invalid: "imports.outcome.invalid",
};

/** '18 to create, 0 to update, 2 with errors' (and ', 3 with no change' when some rows change nothing). */
export const outcomeCountsText = (t: Translator["t"], counts: OutcomeCounts) => t("imports.counts", { ...counts });
