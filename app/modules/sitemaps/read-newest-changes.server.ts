import { max } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, builders, listings } from "#app/db/schema.ts";
import { isPublicBuilder } from "#app/modules/builders/builder-visibility.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

/** The newest change among what the public sees of each kind; undefined when there is none. */
export interface NewestChanges {
  listings?: Date;
  builders?: Date;
  blogPosts?: Date;
}

/** The `lastmod` of the pages that list listings, builders or posts, and of the sitemaps of builders and posts. */
export async function readNewestChanges(db: Database): Promise<NewestChanges> {
  const [[listing], [builder], [post]] = await Promise.all([
    db
      .select({ at: max(listings.updatedAt) })
      .from(listings)
      .where(isPublicListing()),
    db
      .select({ at: max(builders.updatedAt) })
      .from(builders)
      .where(isPublicBuilder()),
    db.select({ at: max(blogPosts.updatedAt) }).from(blogPosts),
  ]);
  return { listings: dateOf(listing?.at), builders: dateOf(builder?.at), blogPosts: dateOf(post?.at) };
}

function dateOf(value: Date | string | null | undefined): Date | undefined {
  return value ? new Date(value) : undefined;
}
