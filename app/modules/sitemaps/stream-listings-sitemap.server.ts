import { and, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { listingsSitemapOrder } from "./listings-sitemap-order.server.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { urlElement, urlsetEnd, urlsetStart, urlsPerSitemap } from "./sitemap-xml.ts";

export interface StreamListingsSitemapOptions extends SitemapSource {
  /** n of /sitemaps/listings-{n}.xml, from 1. */
  number: number;
  listingsPerFile?: number;
  /** Listings read per query: the most held in memory at once. */
  batchSize?: number;
}

/** A place in the files' order: created_at as the database writes it (to the microsecond), and the id. */
interface OrderKey {
  id: string;
  createdAtText: string;
}

interface ListedListing extends OrderKey {
  updatedAt: Date;
}

/**
 * /sitemaps/listings-{n}.xml (docs/product/found-and-shared.md, Sitemaps): the n-th stretch of public listings
 * in the files' order, each page with its last change. Its first listing is found by position in an index-only
 * walk (the order's columns are all in listings_public_created_at_idx); the listings follow by keyset, a batch at
 * a time, as the client reads. Null past the last file.
 */
export async function streamListingsSitemap({
  db,
  baseUrl,
  number,
  listingsPerFile = urlsPerSitemap,
  batchSize = 5_000,
}: StreamListingsSitemapOptions): Promise<SitemapXml | null> {
  const [start] = await db
    .select({ id: listings.id, createdAtText: sql<string>`${listings.createdAt}::text` })
    .from(listings)
    .where(isPublicListing())
    .orderBy(...listingsSitemapOrder)
    .offset((number - 1) * listingsPerFile)
    .limit(1);
  if (!start) return null;
  return (async function* () {
    yield urlsetStart;
    let from: { key: OrderKey; isIncluded: boolean } = { key: start, isIncluded: true };
    for (let left = listingsPerFile; left > 0; ) {
      const requested = Math.min(batchSize, left);
      const batch = await readBatch(db, { ...from, limit: requested });
      yield batch
        .map((listing) => urlElement({ loc: `${baseUrl}/listing/${listing.id}`, lastmod: listing.updatedAt }))
        .join("");
      const last = batch.at(-1);
      if (!last || batch.length < requested) break;
      left -= batch.length;
      from = { key: last, isIncluded: false };
    }
    yield urlsetEnd;
  })();
}

function readBatch(
  db: Database,
  { key, isIncluded, limit }: { key: OrderKey; isIncluded: boolean; limit: number },
): Promise<ListedListing[]> {
  const position = sql`(${listings.createdAt}, ${listings.id})`;
  const keyRow = sql`(${key.createdAtText}::timestamptz, ${key.id}::uuid)`;
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt, createdAtText: sql<string>`${listings.createdAt}::text` })
    .from(listings)
    .where(and(isPublicListing(), isIncluded ? sql`${position} >= ${keyRow}` : sql`${position} > ${keyRow}`))
    .orderBy(...listingsSitemapOrder)
    .limit(limit);
}
