import { and, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { listingsSitemapOrder } from "./listings-sitemap-order.server.ts";
import type { SitemapXml } from "./sitemap-cache.server.ts";
import { urlElement, urlsetEnd, urlsetStart, urlsPerSitemap } from "./sitemap-xml.ts";

export interface StreamListingsSitemapOptions {
  db: Database;
  /** BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** n of /sitemaps/listings-{n}.xml, from 1. */
  number: number;
  listingsPerFile?: number;
  /** Listings read per query: the most held in memory at once. */
  batchSize?: number;
}

interface ListedListing {
  id: string;
  updatedAt: Date;
  /** created_at as the database writes it, to the microsecond: the keyset of the next batch. */
  createdAtText: string;
}

/**
 * /sitemaps/listings-{n}.xml (docs/product/found-and-shared.md, Sitemaps): the n-th stretch of public listings
 * in the files' order, each page with its last change. The first batch is found by position (an index walk);
 * the next ones follow by keyset, a batch at a time, as the client reads. Null past the last file.
 */
export async function streamListingsSitemap({
  db,
  baseUrl,
  number,
  listingsPerFile = urlsPerSitemap,
  batchSize = 5_000,
}: StreamListingsSitemapOptions): Promise<SitemapXml | null> {
  const firstLimit = Math.min(batchSize, listingsPerFile);
  const first = await readBatch(db, { offset: (number - 1) * listingsPerFile, limit: firstLimit });
  if (first.length === 0) return null;
  return (async function* () {
    yield urlsetStart;
    let batch = first;
    let requested = firstLimit;
    let left = listingsPerFile - batch.length;
    for (;;) {
      yield batch
        .map((listing) => urlElement({ loc: `${baseUrl}/listing/${listing.id}`, lastmod: listing.updatedAt }))
        .join("");
      const last = batch.at(-1);
      if (!last || batch.length < requested || left === 0) break;
      requested = Math.min(batchSize, left);
      batch = await readBatch(db, { after: last, limit: requested });
      left -= batch.length;
    }
    yield urlsetEnd;
  })();
}

function readBatch(
  db: Database,
  { offset = 0, after, limit }: { offset?: number; after?: ListedListing; limit: number },
): Promise<ListedListing[]> {
  const afterLast = after
    ? sql`(${listings.createdAt}, ${listings.id}) > (${after.createdAtText}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt, createdAtText: sql<string>`${listings.createdAt}::text` })
    .from(listings)
    .where(and(isPublicListing(), afterLast))
    .orderBy(...listingsSitemapOrder)
    .limit(limit)
    .offset(offset);
}
