import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { forgetUnmailedMatches } from "./set-alert-frequency.server.ts";

export interface SavedSearchTokenOptions {
  db: Database;
  token: string;
}

const tokenPattern = /^[0-9a-f-]{36}$/;

/** The saved search an alert mail's unsubscribe link names, or null for a link that is not ours. */
export async function findSavedSearchByToken({ db, token }: SavedSearchTokenOptions) {
  if (!tokenPattern.test(token)) return null;
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token));
  return row ?? null;
}

/**
 * Turns off the alerts of the saved search the token belongs to, without a session (one click, RFC 8058;
 * a second click succeeds too). Throws AppError `not-found` for a token that is not ours.
 */
export async function unsubscribeSavedSearch({ db, token }: SavedSearchTokenOptions): Promise<{ name: string }> {
  if (!tokenPattern.test(token)) throw new AppError("not-found", "saved-searches.unsubscribe.invalidLink");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency: "off" })
      .where(eq(savedSearches.unsubscribeToken, token))
      .returning({ id: savedSearches.id, name: savedSearches.name });
    if (!row) throw new AppError("not-found", "saved-searches.unsubscribe.invalidLink");
    await forgetUnmailedMatches(tx, row.id);
    return { name: row.name };
  });
}
