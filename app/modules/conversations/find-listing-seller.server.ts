import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

export type ListingSeller =
  | { status: "listing-not-found" }
  | { status: "seller-unavailable" }
  | {
      status: "found";
      listing: { id: string; title: string; make: string; model: string };
      sellerId: string;
      sellerName: string;
      sellerEmail: string;
      /** The seller account's language, the mails' about the listing. */
      sellerLocale: Locale;
    };

/**
 * The public listing and the address of the seller who may be written to about it. A listing without
 * an owner (most demo rows) or whose owner is banned has nobody to receive the message.
 */
export async function findListingSeller(db: Database, listingId: string): Promise<ListingSeller> {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      sellerId: user.id,
      sellerName: user.name,
      sellerEmail: user.email,
      sellerLocale: user.locale,
    })
    .from(listings)
    .leftJoin(
      user,
      and(
        eq(user.id, listings.userId),
        // better-auth's admin plugin: a ban without an end date lasts until lifted.
        or(isNull(user.banned), eq(user.banned, false), lte(user.banExpires, sql`now()`)),
      ),
    )
    .where(and(eq(listings.id, listingId), isPublicListing()))
    .limit(1);
  if (!row) return { status: "listing-not-found" };
  const { sellerId, sellerName, sellerEmail, sellerLocale, ...listing } = row;
  if (!sellerId || sellerName === null || !sellerEmail || !sellerLocale) return { status: "seller-unavailable" };
  return { status: "found", listing, sellerId, sellerName, sellerEmail, sellerLocale };
}
