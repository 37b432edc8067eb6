import { and, count, desc, gte, max, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, type VehicleType } from "#app/db/schema.ts";
import type { Region } from "#app/modules/geo/regions.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { pendingSalesLeftOut } from "#app/modules/search/sale-pending-filter.server.ts";
import { findRegionByCode, landingTypeOf } from "./landing-page-catalog.ts";
import type { LandingType } from "./landing-types.ts";

export interface LandingPageCount {
  count: number;
  /** The newest change among its listings: the sitemap's `lastmod`. */
  lastModified: Date;
}

export interface LandingPageCounts {
  /** Every type that has public listings. */
  types: (LandingPageCount & { type: LandingType })[];
  /** Every type in a state or province that has public listings of it. */
  typesInRegions: (LandingPageCount & { type: LandingType; region: Region })[];
  /** Every make that has a page (`makePageRule`), most listings first. */
  makes: (LandingPageCount & { makeSlug: string; makeName: string })[];
}

/**
 * A make has a page only when this many public listings from this many sellers name it
 * (docs/product/found-and-shared.md, Landing pages): a make is free text, so one seller's word (or one listing)
 * must not make an indexable page. A listing without an account (the demo's, an import) counts as a seller of
 * its own: it was not written through an account that could write more.
 */
export const makePageRule = { minListings: 3, minSellers: 2 } as const;

/**
 * How many public listings each landing page shows today (docs/product/found-and-shared.md): the pages worth
 * linking (neighbours, footer) and listing in the sitemap are those with at least one. Two grouped reads of the
 * public listings; callers keep the result per listings version (the cache's `landingCounts`).
 */
export async function readLandingPageCounts(db: Database): Promise<LandingPageCounts> {
  const [byTypeAndRegion, byMake] = await Promise.all([
    db
      .select({
        vehicleType: listings.vehicleType,
        regionCode: listings.regionCode,
        count: count(),
        lastModified: max(listings.updatedAt),
      })
      .from(listings)
      // As the page's own search: a pending sale is out of it (docs/product/making-the-deal.md).
      .where(and(isPublicListing(), pendingSalesLeftOut({})))
      .groupBy(listings.vehicleType, listings.regionCode),
    db
      .select({
        makeSlug: listings.makeSlug,
        makeName: sql<string>`mode() within group (order by trim(${listings.make}))`,
        count: count(),
        lastModified: max(listings.updatedAt),
      })
      .from(listings)
      .where(and(isPublicListing(), pendingSalesLeftOut({}), ne(listings.makeSlug, "")))
      .groupBy(listings.makeSlug)
      .having(
        and(
          gte(count(), makePageRule.minListings),
          gte(sql<number>`count(distinct coalesce(${listings.userId}, ${listings.id}::text))`, makePageRule.minSellers),
        ),
      )
      .orderBy(desc(count()), listings.makeSlug),
  ]);

  const types = new Map<VehicleType, LandingPageCount>();
  const typesInRegions: LandingPageCounts["typesInRegions"] = [];
  for (const row of byTypeAndRegion) {
    const lastModified = toDate(row.lastModified);
    const sum = types.get(row.vehicleType);
    types.set(row.vehicleType, {
      count: (sum?.count ?? 0) + row.count,
      lastModified: sum && sum.lastModified > lastModified ? sum.lastModified : lastModified,
    });
    const region = findRegionByCode(row.regionCode);
    if (region) typesInRegions.push({ type: landingTypeOf(row.vehicleType), region, count: row.count, lastModified });
  }
  return {
    types: [...types].map(([vehicleType, counted]) => ({ type: landingTypeOf(vehicleType), ...counted })),
    typesInRegions: typesInRegions.sort((a, b) => b.count - a.count || a.region.name.localeCompare(b.region.name)),
    makes: byMake.flatMap((row) =>
      row.makeSlug
        ? [{ makeSlug: row.makeSlug, makeName: row.makeName, count: row.count, lastModified: toDate(row.lastModified) }]
        : [],
    ),
  };
}

function toDate(value: Date | string | null): Date {
  return value instanceof Date ? value : new Date(value ?? 0);
}
