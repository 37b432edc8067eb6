// What a sign-in finishes besides the session, and what the sign-in page says about it beforehand: a
// favorite a visitor asked to save while signed out (docs/product/buyers-come-back.md, "Favorites").
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { user } from "#app/db/schema.ts";
import { getServices } from "#app/lib/context.server.ts";
import { favoriteTexts } from "#app/modules/favorites/favorite.schema.ts";
import { pendingFavoriteOf, savePendingFavorite } from "#app/modules/favorites/pending-favorite.server.ts";

/** Why the visitor is asked to sign in, when something waits for the sign-in. */
export function signInReason(request: Request): string | undefined {
  return pendingFavoriteOf(request) ? favoriteTexts.signInToSave : undefined;
}

/** Completes what waited for the account at `email` to sign in; returns Set-Cookie values to send along. */
export async function afterSignIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  email: string,
): Promise<string[]> {
  const { db, env } = getServices(context);
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return [];
  return savePendingFavorite({ db, request, userId: account.id, baseUrl: env.BASE_URL });
}
