import { max } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, builders } from "#app/db/schema.ts";
import { isPublicBuilder } from "#app/modules/builders/builder-visibility.server.ts";
import type { ListingsSitemapSummary } from "./list-listings-sitemaps.server.ts";
import { newestDate } from "./sitemap-xml.ts";

/** The newest change among what the public sees of each kind; undefined when there is none. */
export interface NewestChanges {
  listings?: Date;
  builders?: Date;
  blogPosts?: Date;
}

/**
 * The `lastmod` of the pages that list listings, builders or posts, and of the sitemaps of builders and posts. The
 * listings' is the newest of the listings files' own, which their plan has read already: a second read of every
 * public listing took 1.9 s at a million listings.
 */
export async function readNewestChanges(
  db: Database,
  listingFiles: readonly ListingsSitemapSummary[],
): Promise<NewestChanges> {
  const [[builder], [post]] = await Promise.all([
    db
      .select({ at: max(builders.updatedAt) })
      .from(builders)
      .where(isPublicBuilder()),
    db.select({ at: max(blogPosts.updatedAt) }).from(blogPosts),
  ]);
  return {
    listings: newestDate(listingFiles.map((file) => file.lastModified)),
    builders: dateOf(builder?.at),
    blogPosts: dateOf(post?.at),
  };
}

function dateOf(value: Date | string | null | undefined): Date | undefined {
  return value ? new Date(value) : undefined;
}
