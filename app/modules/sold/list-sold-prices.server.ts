import { and, desc, eq, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { wholeDaysBetween } from "#app/modules/listings/days-on-market.server.ts";
import { firstImage } from "#app/modules/listings/listing-card-columns.server.ts";
import { isSoldPageOpen } from "#app/modules/listings/sold-listing-page.server.ts";
import { containsPattern } from "#app/modules/search/listing-filters.server.ts";
import { encodeListingCursor, type ListingCursor } from "#app/modules/search/listing-page.ts";
import { type SoldPriceCard, type SoldPricesPage, soldPricesPageSize } from "./sold-price-card.ts";
import type { SoldPricesFilters } from "./sold-prices.schema.ts";

export interface ListSoldPricesOptions {
  db: Database;
  filters: SoldPricesFilters;
  /** Where the page starts (the previous page's last card); absent for the first page. */
  cursor?: ListingCursor;
  pageSize?: number;
}

/** The sale's time in whole microseconds since the epoch: the cursor's sort value. */
const soldMicros = sql<number>`(extract(epoch from ${listings.soldAt}) * 1000000)::bigint`.mapWith(Number);

/**
 * One page of `/sold` (docs/product/making-the-deal.md, "Sold prices"): the sold campers whose seller published the
 * price, of listings an administrator did not hide, newest sale first, paged by keyset on (sold_at, id) so that a
 * sale published meanwhile neither repeats nor skips a card. A private sale price is never read here: only rows
 * with `sold_price_is_public` are, through their partial index.
 */
export async function listSoldPrices({
  db,
  filters,
  cursor,
  pageSize = soldPricesPageSize,
}: ListSoldPricesOptions): Promise<SoldPricesPage> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      vehicleType: listings.vehicleType,
      location: listings.location,
      odometer: listings.odometer,
      odometerUnit: listings.odometerUnit,
      image: firstImage(listings.images),
      soldPriceCents: sql<number>`${listings.soldPriceCents}`.mapWith(Number),
      currency: listings.currency,
      soldOn: sql<string>`to_char(${listings.soldAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      daysOnMarket: wholeDaysBetween(listings.firstListedAt, listings.soldAt),
      hasPage: sql<boolean>`coalesce(${isSoldPageOpen()}, false)`.mapWith(Boolean),
      sortValue: soldMicros,
    })
    .from(listings)
    .where(
      and(
        // Written into the SQL, not bound, so the partial index over published prices applies (ADR 023).
        eq(listings.soldPriceIsPublic, sql`true`),
        eq(listings.isApproved, sql`true`),
        ...filterConditions(filters),
        cursor && soldBefore(cursor),
      ),
    )
    .orderBy(desc(listings.soldAt), desc(listings.id))
    .limit(pageSize + 1);
  const cards = rows.slice(0, pageSize);
  const last = cards.at(-1);
  return {
    cards: cards.map(({ sortValue: _, ...card }): SoldPriceCard => card),
    nextCursor: rows.length > pageSize && last ? encodeListingCursor({ sortValue: last.sortValue, id: last.id }) : null,
  };
}

/** The sales after the cursor's in the page's order: sold earlier, or at the same time with a lower id. */
function soldBefore(cursor: ListingCursor): SQL {
  const soldAt = sql`'epoch'::timestamptz + ${cursor.sortValue}::bigint * interval '1 microsecond'`;
  return sql`(${listings.soldAt}, ${listings.id}) < (${soldAt}, ${cursor.id}::uuid)`;
}

function filterConditions({ vehicleType, make, minYear, maxYear, region }: SoldPricesFilters): (SQL | undefined)[] {
  return [
    vehicleType ? eq(listings.vehicleType, vehicleType) : undefined,
    make ? ilike(listings.make, containsPattern(make)) : undefined,
    minYear === undefined ? undefined : gte(listings.year, minYear),
    maxYear === undefined ? undefined : lte(listings.year, maxYear),
    region ? eq(listings.regionCode, region) : undefined,
  ];
}
