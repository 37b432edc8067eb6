import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites, listings, user, type VehicleType } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";

export interface FavoriteMailRecipient extends MailRecipient {
  /** The account's price-drop unsubscribe token: one preference for every mail about a favorite. */
  unsubscribeToken: string;
  listing: { id: string; title: string; make: string; model: string; vehicleType: VehicleType };
}

/**
 * The buyers to mail about a favorite (docs/product/buyers-come-back.md, docs/product/mark-as-sold.md): each
 * who saved the listing, keeps the price-drop preference on and is not its seller; read in `tx`, the
 * transaction that makes the change the mail is about, while the listing is still public.
 */
export function listFavoriteMailRecipients(tx: Database, listingId: string): Promise<FavoriteMailRecipient[]> {
  return tx
    .select({
      email: user.email,
      locale: user.locale,
      unsubscribeToken: user.priceDropUnsubscribeToken,
      listing: {
        id: listings.id,
        title: listings.title,
        make: listings.make,
        model: listings.model,
        vehicleType: listings.vehicleType,
      },
    })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .innerJoin(user, eq(user.id, favorites.userId))
    .where(
      and(
        eq(favorites.listingId, listingId),
        eq(user.priceDropAlerts, true),
        or(isNull(listings.userId), ne(listings.userId, favorites.userId)),
        isPublicListing(),
      ),
    );
}
