import { desc, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { favorites } from "#app/db/schema.ts";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";

/** Most hearts a page fills; far more than anyone keeps. */
const maxFavoriteIds = 2000;

/** The ids of the listings the account saved, newest first: which hearts are filled. */
export async function listFavoriteListingIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(maxFavoriteIds);
  return rows.map((row) => row.listingId);
}

/**
 * For a page that shows listing cards: the signed-in user's favorite ids, none for a visitor. Loaded per
 * request by the page, never kept in the shared cache or the public JSON pages; a page with a
 * session is private anyway (app/modules/platform/private-pages.server.ts).
 */
export async function loadFavoriteListingIds(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string[]> {
  const user = await getCurrentUser(request, context);
  return user ? listFavoriteListingIds(getServices(context).db, user.id) : [];
}
