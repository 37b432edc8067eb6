import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type AlertFrequency, savedSearches, savedSearchMatches } from "#app/db/schema.ts";
import { isOwnSavedSearch, ownSavedSearchOrFail } from "./own-saved-search.server.ts";

export interface SetAlertFrequencyOptions {
  db: Database;
  userId: string;
  id: string;
  frequency: AlertFrequency;
}

/**
 * Changes how often the owner's saved search mails (instant, daily digest, off); anyone else's answers
 * 404.
 */
export async function setAlertFrequency({
  db,
  userId,
  id,
  frequency,
}: SetAlertFrequencyOptions): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency })
      .where(isOwnSavedSearch(id, userId))
      .returning({ name: savedSearches.name });
    const saved = ownSavedSearchOrFail(row);
    if (frequency === "off") await forgetUnmailedMatches(tx, id);
    return saved;
  });
}

/** Alerts turned off: the matches not mailed yet are dropped, so turning them on later sends no old news. */
export async function forgetUnmailedMatches(db: Database, savedSearchId: string): Promise<void> {
  await db
    .delete(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.mailedAt)));
}
