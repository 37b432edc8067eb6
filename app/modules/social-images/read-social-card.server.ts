import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders, listings } from "#app/db/schema.ts";
import { getBlogPost } from "#app/modules/blog/get-blog-post.server.ts";
import { isBuilderId } from "#app/modules/builders/builder-id.ts";
import { isPublicBuilder } from "#app/modules/builders/builder-visibility.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { listingSocialCard } from "./listing-social-card.ts";
import { blogSocialCard, builderSocialCard, type SocialCard, type SocialImageKind } from "./social-image-card.ts";

export interface ReadSocialCardOptions {
  db: Database;
  kind: SocialImageKind;
  /** Unvalidated input (a URL segment): a listing or builder id, a post's slug. */
  id: string;
}

/**
 * What the share image of a public page shows, or null when the page is not public: a hidden, expired,
 * sold or deleted listing, a builder profile out of the directory, a post that does not exist
 * (docs/product/found-and-shared.md, "Social images"). One lookup by primary key or unique slug.
 */
export async function readSocialCard({ db, kind, id }: ReadSocialCardOptions): Promise<SocialCard | null> {
  if (kind === "listing") {
    if (!listingIdSchema.safeParse(id).success) return null;
    const [row] = await db
      .select({
        title: listings.title,
        make: listings.make,
        model: listings.model,
        askingPriceCents: listings.askingPriceCents,
        currency: listings.currency,
        location: listings.location,
        images: listings.images,
      })
      .from(listings)
      .where(and(eq(listings.id, id), isPublicListing()))
      .limit(1);
    return row ? listingSocialCard(row) : null;
  }
  if (kind === "builder") {
    if (!isBuilderId(id)) return null;
    const [row] = await db
      .select({ businessName: builders.businessName, location: builders.location, images: builders.imageUrls })
      .from(builders)
      .where(and(eq(builders.id, id), isPublicBuilder()))
      .limit(1);
    return row ? builderSocialCard(row) : null;
  }
  const post = await getBlogPost({ db, slug: id });
  return post ? blogSocialCard(post) : null;
}
