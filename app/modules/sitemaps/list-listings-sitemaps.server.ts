import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { type ListingsSitemapPlace, listingsSitemapOrder } from "./listings-sitemap-order.server.ts";

export interface ListListingsSitemapsOptions {
  db: Database;
  /** How many listings fill a file (`pagesPerSitemap`: 25,000 when each gives an English and a French address). */
  listingsPerFile: number;
}

/** A listings sitemap as the index names it. */
export interface ListingsSitemapSummary {
  /** n of /sitemaps/listings-{n}.xml, from 1. */
  number: number;
  /** Its first listing: the file is read from there on by keyset. */
  first: ListingsSitemapPlace;
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
 * first listing, its newest change and its fingerprint: one walk of the public listings in the files' order,
 * numbered and cut every `listingsPerFile`. None while no listing is public.
 */
export async function listListingsSitemaps({
  db,
  listingsPerFile,
}: ListListingsSitemapsOptions): Promise<ListingsSitemapSummary[]> {
  const result = await db.execute(sql`
    select file_index + 1 as number, max(updated_at) as last_modified,
      min(id::text) filter (where place_in_file = 0) as first_id,
      (min(created_at) filter (where place_in_file = 0))::text as first_created_at,
      count(*) || ':' || sum(hashtextextended(id::text || ' ' || updated_at::text, 0)) as fingerprint
    from (
      select position / ${listingsPerFile}::int as file_index, position % ${listingsPerFile}::int as place_in_file,
        id, created_at, updated_at
      from (
        select row_number() over (order by ${sql.join(listingsSitemapOrder, sql`, `)}) - 1 as position,
          ${listings.id} as id, ${listings.createdAt} as created_at, ${listings.updatedAt} as updated_at
        from ${listings}
        where ${isPublicListing()}
      ) as ordered
    ) as numbered
    group by file_index
    order by file_index`);
  type Row = {
    number: number | string;
    first_id: string;
    first_created_at: string;
    last_modified: Date | string;
    fingerprint: string;
  };
  return rowsOf<Row>(result).map((row) => ({
    number: Number(row.number),
    first: { id: row.first_id, createdAtText: row.first_created_at },
    lastModified: new Date(row.last_modified),
    fingerprint: row.fingerprint,
  }));
}
