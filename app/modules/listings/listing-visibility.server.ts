import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { listings } from "#app/db/schema.ts";

// The flags are compared with `true` written into the SQL, not bound: a prepared statement's generic
// plan can then use the partial indexes over approved active (or featured) listings (ADR 023).

/** A listing is public while approved, active and not expired (docs/product/browse-and-search.md). */
export const isPublicListing = () =>
  and(eq(listings.isApproved, sql`true`), eq(listings.isActive, sql`true`), gt(listings.expiresAt, sql`now()`));

/**
 * Featured while flagged, the feature window is open-ended or still running, and the listing is not sold: a sold
 * camper is never shown as featured, on its page, on any card or to its owner (docs/product/mark-as-sold.md).
 */
export const isFeaturedListing = () =>
  and(
    eq(listings.isFeatured, sql`true`),
    or(isNull(listings.featuredUntil), gt(listings.featuredUntil, sql`now()`)),
    isNull(listings.soldAt),
  );
