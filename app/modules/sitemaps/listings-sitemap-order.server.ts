import { asc } from "drizzle-orm";
import { listings } from "#app/db/schema.ts";

/**
 * The listing sitemaps take the public listings oldest first, the id settling ties: the order of the public
 * search walk on created_at (listings_public_created_at_idx), so a file is a stretch of one index, read from its
 * first listing on by keyset; a new listing joins the last file and leaves the others as they were.
 */
export const listingsSitemapOrder = [asc(listings.createdAt), asc(listings.id)];

/** A place in the files' order: created_at as the database writes it (to the microsecond), and the id. */
export interface ListingsSitemapPlace {
  id: string;
  createdAtText: string;
}
