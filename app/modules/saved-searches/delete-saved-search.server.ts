import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";
import { isOwnSavedSearch, ownSavedSearchOrFail } from "./own-saved-search.server.ts";

export interface DeleteSavedSearchOptions {
  db: Database;
  userId: string;
  id: string;
}

/** Deletes the owner's saved search with its matches; anyone else's answers 404. */
export async function deleteSavedSearch({ db, userId, id }: DeleteSavedSearchOptions): Promise<void> {
  const [row] = await db.delete(savedSearches).where(isOwnSavedSearch(id, userId)).returning({ id: savedSearches.id });
  ownSavedSearchOrFail(row);
}
