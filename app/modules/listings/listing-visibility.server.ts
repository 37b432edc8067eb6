import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { listings } from "#app/db/schema.ts";

/** A listing is public while approved, active and not expired (docs/product/browse-and-search.md). */
export const isPublicListing = () =>
  and(eq(listings.isApproved, true), eq(listings.isActive, true), gt(listings.expiresAt, sql`now()`));

/** Featured while flagged and the feature window is open-ended or still running. */
export const isFeaturedListing = () =>
  and(eq(listings.isFeatured, true), or(isNull(listings.featuredUntil), gt(listings.featuredUntil, sql`now()`)));
