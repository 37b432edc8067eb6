import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";
import { isOwnSavedSearch, ownSavedSearchOrFail } from "./own-saved-search.server.ts";

export interface RenameSavedSearchOptions {
  db: Database;
  userId: string;
  id: string;
  name: string;
}

/** Renames the owner's saved search; anyone else's answers 404. */
export async function renameSavedSearch({ db, userId, id, name }: RenameSavedSearchOptions): Promise<void> {
  const [row] = await db
    .update(savedSearches)
    .set({ name })
    .where(isOwnSavedSearch(id, userId))
    .returning({ id: savedSearches.id });
  ownSavedSearchOrFail(row);
}
