import { and, eq, type SQL } from "drizzle-orm";
import { savedSearches } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";

/** The one saved search `id` of `userId`: someone else's is as unknown as a search that does not exist. */
export const isOwnSavedSearch = (id: string, userId: string): SQL =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)) as SQL;

/** Answers 404 for a saved search that is not the asker's (docs/product/buyers-come-back.md). */
export function ownSavedSearchOrFail<T>(row: T | undefined): T {
  if (!row) throw new AppError("not-found", "saved-searches.error.notFound");
  return row;
}
