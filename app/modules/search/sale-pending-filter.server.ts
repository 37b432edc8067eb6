import { type SQL, sql } from "drizzle-orm";
import { listings } from "#app/db/schema.ts";
import type { SearchInput } from "./search-params.ts";

/**
 * Leaves out the listings an accepted offer holds ('Sale pending', docs/product/making-the-deal.md) unless the
 * search asks for them (`pending=1`). Written over the listings table, not a walk's columns: every search walk's
 * index carries sale_pending_until, so the walk tests it without leaving the index. Apart from listingFilters, so
 * a saved search's shape (the text of those filters) does not change with it: an alert matches new listings, which
 * no offer holds yet.
 */
export function pendingSalesLeftOut(input: Pick<SearchInput, "includePending">): SQL | undefined {
  return input.includePending ? undefined : sql`${listings.salePendingUntil} is null`;
}
