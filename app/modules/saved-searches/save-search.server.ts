import { count, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type AlertFrequency, type SavedSearch, savedSearches, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { type SearchInput, toSearchParams } from "#app/modules/search/search-params.ts";
import { savedSearchFilters } from "./saved-search-filters.server.ts";
import { maxSavedSearches } from "./saved-search-rules.ts";

export interface SaveSearchOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  name: string;
  frequency: AlertFrequency;
  /** The search's URL parameters, as /listings has them. */
  query: string;
}

/** The shape of a search whose location the geocoder does not know: like the search, it finds nothing. */
export const unknownLocationShape = "unknown-location";

/**
 * Stores the normalised search (every filter, the location and radius, the map's area; not the sort or
 * page) with the values its filters bind, geocoding the location as the search does
 * (docs/product/buyers-come-back.md, Saved searches and alerts). At most 50 per account, counted under a
 * lock on the account's row so that two saves at once cannot both take the 50th place. A geocoder that cannot
 * answer fails the save as it comes (502, 'Geocoding failed: {status}', app/lib/outside-service.ts).
 */
export async function saveSearch({
  db,
  geocoder,
  userId,
  name,
  frequency,
  query,
}: SaveSearchOptions): Promise<SavedSearch> {
  const search = readSearchQuery(new URLSearchParams(query));
  // The form's fields are the name and alerts: the search's own message is the form's.
  if (!search.ok) throw new AppError("invalid", search.failure.reply.message ?? "saved-searches.error.cannotSave");
  const input: SearchInput = { ...search.data, sortBy: "newest", cursor: undefined };
  const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
  const centre = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
  const { shape, values } = savedSearchFilters(input, centre ?? undefined);
  const row = {
    userId,
    name,
    frequency,
    query: toSearchParams(input).toString(),
    location: input.location ?? null,
    radiusMiles: input.radiusMiles ?? null,
    ...values,
    shape: centre === null ? unknownLocationShape : shape,
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= maxSavedSearches) throw new AppError("conflict", "saved-searches.error.limitReached");
    const [saved] = await tx.insert(savedSearches).values(row).returning();
    if (!saved) throw new Error("The saved search insert returned no row");
    return saved;
  });
}
