import { and, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { type ListingsSitemapPlace, listingsSitemapOrder } from "./listings-sitemap-order.server.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { pageInLocales } from "./sitemap-languages.ts";
import { urlElement, urlsetEnd, urlsetStart } from "./sitemap-xml.ts";

export interface StreamListingsSitemapOptions extends SitemapSource {
  /** The file's first listing, as the plan of the files has it (`listListingsSitemaps`). */
  first: ListingsSitemapPlace;
  /** How many listings fill a file: each gives a `<url>` per language. */
  listingsPerFile: number;
  /** Listings read per query: the most held in memory at once. */
  batchSize?: number;
}

interface ListedListing extends ListingsSitemapPlace {
  updatedAt: Date;
}

/**
 * /sitemaps/listings-{n}.xml (docs/product/found-and-shared.md, Sitemaps): a stretch of public listings in the
 * files' order, each page in each of the sitemaps' languages with its last change. The listings follow from the
 * file's first one by keyset (the order's columns are all in listings_public_created_at_idx), a batch at a time,
 * as the client reads.
 */
export function streamListingsSitemap({
  db,
  first,
  listingsPerFile,
  batchSize = 5_000,
  ...source
}: StreamListingsSitemapOptions): SitemapXml {
  return (async function* () {
    yield urlsetStart({ hasAlternates: source.pageLocales.length > 1 });
    let from: { key: ListingsSitemapPlace; isIncluded: boolean } = { key: first, isIncluded: true };
    for (let left = listingsPerFile; left > 0; ) {
      const requested = Math.min(batchSize, left);
      const batch = await readBatch(db, { ...from, limit: requested });
      yield batch
        .flatMap((listing) => pageInLocales(source, { path: `/listing/${listing.id}`, lastmod: listing.updatedAt }))
        .map(urlElement)
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
  { key, isIncluded, limit }: { key: ListingsSitemapPlace; isIncluded: boolean; limit: number },
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
