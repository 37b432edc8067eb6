import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { type FavoriteItem, listFavorites } from "./list-favorites.server.ts";

export interface FavoritesPage {
  favorites: FavoriteItem[];
  /** The account's preference: 'Email me when a favorite's price drops'. */
  hasPriceDropAlerts: boolean;
}

/** What /favorites shows the signed-in account (docs/product/buyers-come-back.md, "Favorites"). */
export async function getFavoritesPage(db: Database, userId: string): Promise<FavoritesPage> {
  const [favorites, [account]] = await Promise.all([
    listFavorites({ db, userId }),
    db.select({ priceDropAlerts: user.priceDropAlerts }).from(user).where(eq(user.id, userId)),
  ]);
  return { favorites, hasPriceDropAlerts: account?.priceDropAlerts ?? true };
}
