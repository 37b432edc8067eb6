import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { priceDropUnsubscribeTokenSchema } from "./favorite.schema.ts";

/**
 * Turns off the price-drop mails of the account the token belongs to, without a session (the one-click
 * unsubscribe of RFC 8058); a second click is a success too. Throws AppError `not-found` for a token that
 * is not one of ours.
 */
export async function unsubscribeFromPriceDrops(db: Database, token: string): Promise<void> {
  const unknown = new AppError("not-found", "favorites.unsubscribe.invalidLink");
  if (!priceDropUnsubscribeTokenSchema.safeParse(token).success) throw unknown;
  const [account] = await db
    .update(user)
    .set({ priceDropAlerts: false })
    .where(eq(user.priceDropUnsubscribeToken, token))
    .returning({ id: user.id });
  if (!account) throw unknown;
}
