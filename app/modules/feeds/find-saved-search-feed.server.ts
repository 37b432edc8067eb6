// The saved search a private feed address names (docs/product/open-platform.md, Atom feeds): found by its token
// through the column's unique index, so a guess costs one index lookup and learns nothing but 404.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";

/**
 * The saved search whose feed token is `token`, with its stored query read as the search page reads one (saved
 * searches were read by the same reader when saved; a rule tightened since then makes `search` a failure), or
 * undefined (a wrong, revoked or turned-off address). The request's own query plays no part.
 */
export async function findSavedSearchFeed(db: Database, token: string) {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query })
    .from(savedSearches)
    .where(eq(savedSearches.feedToken, token))
    .limit(1);
  return row && { ...row, search: readSearchQuery(new URLSearchParams(row.query)) };
}
