import { and, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import { type ListingOrder, orderTerms, rowsAfter, sortValueOf } from "#app/modules/search/listing-order.server.ts";
import { encodeListingCursor, type ListingCursor } from "#app/modules/search/listing-page.ts";
import { type AdminListing, adminDescriptionLength, truncateDescription } from "./admin-listing.ts";
import { adminPageSize } from "./admin-listings.schema.ts";

export interface ListAdminListingsOptions {
  db: Database;
  /** Text found anywhere in the title, make or model (case-insensitive); empty for every listing. */
  search?: string;
  /** Start after this row (the next page), or end before it (the previous page); never both. */
  after?: ListingCursor;
  before?: ListingCursor;
  pageSize?: number;
}

export interface AdminListingPage {
  listings: AdminListing[];
  /** How many listings match the search, on every page. */
  total: number;
  /** `?after=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** `?before=` for the previous page; null on the first page. */
  previousCursor: string | null;
}

const newestFirst: ListingOrder = { column: "createdAt", direction: "desc" };
const oldestFirst: ListingOrder = { column: "createdAt", direction: "asc" };

/**
 * Every listing, public or not (expired, inactive, unapproved), newest first, one page at a time
 * with keyset paging in both directions, so a page costs the same at any depth.
 */
export async function listAdminListings({
  db,
  search = "",
  after,
  before,
  pageSize = adminPageSize,
}: ListAdminListingsOptions): Promise<AdminListingPage> {
  const matches = searchCondition(search.trim());
  // Paging backwards walks the index the other way from the cursor, then turns the rows around.
  const isBackwards = before !== undefined && after === undefined;
  const order = isBackwards ? oldestFirst : newestFirst;
  const cursor = isBackwards ? before : after;

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...listingCardColumns,
        tier: listings.tier,
        // Only what the card shows (plus one character to tell that more was cut) leaves the database.
        description: sql<string>`left(${listings.description}, ${adminDescriptionLength + 1})`,
        ownerEmail: user.email,
        createdAt: listings.createdAt,
        expiresAt: listings.expiresAt,
        isExpired: sql<boolean>`${listings.expiresAt} <= now()`.mapWith(Boolean),
        isActive: listings.isActive,
        isApproved: listings.isApproved,
        featuredUntil: listings.featuredUntil,
        soldAt: listings.soldAt,
        moderationState: listings.moderationState,
        sortValue: sortValueOf(order, listings),
      })
      .from(listings)
      .leftJoin(user, eq(user.id, listings.userId))
      .where(and(matches, cursor && rowsAfter(order, cursor)))
      .orderBy(...orderTerms(order, listings))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(listings).where(matches),
  ]);

  const hasMoreThisWay = rows.length > pageSize;
  const pageRows = rows.slice(0, pageSize);
  if (isBackwards) pageRows.reverse();
  const first = pageRows.at(0);
  const last = pageRows.at(-1);
  const cursorOf = (row: { sortValue: number; id: string } | undefined) =>
    row ? encodeListingCursor({ sortValue: row.sortValue, id: row.id }) : null;

  return {
    listings: pageRows.map(({ sortValue: _, description, isFeatured, featuredUntil, ...row }) => ({
      ...row,
      description: truncateDescription(description),
      isFeatured,
      featuredUntil: isFeatured ? featuredUntil : null,
    })),
    total: counted?.total ?? 0,
    // Going forwards, more rows this way mean a next page, and a cursor means a page before this one;
    // going backwards, the other way round.
    nextCursor: isBackwards || hasMoreThisWay ? cursorOf(last) : null,
    previousCursor: isBackwards ? (hasMoreThisWay ? cursorOf(first) : null) : cursor ? cursorOf(first) : null,
  };
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  // The user's own % _ and \ are taken literally; the pg_trgm indexes on each column serve the ILIKEs.
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(listings.title, pattern), ilike(listings.make, pattern), ilike(listings.model, pattern));
}
