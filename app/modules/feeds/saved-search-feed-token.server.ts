// A saved search's private feed address (docs/product/open-platform.md, Atom feeds; ADR 073): a random token of
// 256 bits in `saved_searches.feed_token`. A new address replaces the old one, which then answers 404; turning the
// feed off clears it. Only the search's owner may do either: anyone else's search is as unknown as a missing one.
import { randomBytes } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { savedSearches } from "#app/db/schema.ts";
import { isOwnSavedSearch, ownSavedSearchOrFail } from "#app/modules/saved-searches/own-saved-search.server.ts";

export interface SavedSearchFeedOptions {
  db: Database;
  userId: string;
  id: string;
}

/** 32 random bytes, base64url: 43 characters, as a URL path segment takes them. */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface RenewedFeed {
  token: string;
  /** The saved search's name, for the page's message. */
  name: string;
  /** Whether an earlier address was replaced (and now answers 404). */
  replaced: boolean;
}

/** Gives the owner's saved search a new feed address (its first, or one that replaces the old). */
export async function renewSavedSearchFeed({ db, userId, id }: SavedSearchFeedOptions): Promise<RenewedFeed> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: savedSearches.name, feedToken: savedSearches.feedToken })
      .from(savedSearches)
      .where(isOwnSavedSearch(id, userId))
      .for("update");
    const { name, feedToken } = ownSavedSearchOrFail(row);
    const token = newFeedToken();
    await tx.update(savedSearches).set({ feedToken: token }).where(isOwnSavedSearch(id, userId));
    return { token, name, replaced: feedToken !== null };
  });
}

/** Turns the owner's saved search's feed off: its address answers 404 from now on. Returns the search's name. */
export async function turnOffSavedSearchFeed({ db, userId, id }: SavedSearchFeedOptions): Promise<string> {
  const [row] = await db
    .update(savedSearches)
    .set({ feedToken: null })
    .where(isOwnSavedSearch(id, userId))
    .returning({ name: savedSearches.name });
  return ownSavedSearchOrFail(row).name;
}
