import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { listingsSitemapOrder } from "./listings-sitemap-order.server.ts";
import { urlsPerSitemap } from "./sitemap-xml.ts";

export interface ListListingsSitemapsOptions {
  db: Database;
  listingsPerFile?: number;
}

/** A listings sitemap as the index names it. */
export interface ListingsSitemapSummary {
  /** n of /sitemaps/listings-{n}.xml, from 1. */
  number: number;
  /** The newest change among its listings. */
  lastModified: Date;
  /**
   * Names exactly what the file lists, its listings and their last changes (how many, and a sum of a hash of
   * each id with its `updated_at`): it moves when a listing in the file changes, joins or leaves it, and only then.
   */
  fingerprint: string;
}

/**
 * The listings sitemaps the public listings fill (docs/product/found-and-shared.md, Sitemaps), each with its
 * newest change and its fingerprint: one walk of the public listings in the files' order, numbered and cut every
 * `listingsPerFile`. None while no listing is public.
 */
export async function listListingsSitemaps({
  db,
  listingsPerFile = urlsPerSitemap,
}: ListListingsSitemapsOptions): Promise<ListingsSitemapSummary[]> {
  const result = await db.execute(sql`
    select file_index + 1 as number, max(updated_at) as last_modified,
      count(*) || ':' || sum(hashtextextended(id::text || ' ' || updated_at::text, 0)) as fingerprint
    from (
      select (row_number() over (order by ${sql.join(listingsSitemapOrder, sql`, `)}) - 1) / ${listingsPerFile}::int as file_index,
        ${listings.id} as id, ${listings.updatedAt} as updated_at
      from ${listings}
      where ${isPublicListing()}
    ) as numbered
    group by file_index
    order by file_index`);
  return rowsOf<{ number: number | string; last_modified: Date | string; fingerprint: string }>(result).map((row) => ({
    number: Number(row.number),
    lastModified: new Date(row.last_modified),
    fingerprint: row.fingerprint,
  }));
}
