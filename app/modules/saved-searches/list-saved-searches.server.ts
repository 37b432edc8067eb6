import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";

export interface ListSavedSearchesOptions {
  db: Database;
  userId: string;
}

/** The account's saved searches, newest first, as /saved-searches shows them. */
export async function listSavedSearches({ db, userId }: ListSavedSearchesOptions) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      feedToken: savedSearches.feedToken,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export type SavedSearchSummary = Awaited<ReturnType<typeof listSavedSearches>>[number];
