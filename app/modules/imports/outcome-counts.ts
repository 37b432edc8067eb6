import type { ImportRowOutcome } from "#app/db/open-platform-vocabulary.ts";

/** How many rows of an import do each thing: '18 to create, 0 to update, 2 with errors'. */
export type OutcomeCounts = Record<ImportRowOutcome, number>;

export function outcomeCountsOf(rows: readonly { outcome: ImportRowOutcome }[]): OutcomeCounts {
  const counts: OutcomeCounts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
