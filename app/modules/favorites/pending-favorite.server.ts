// A heart pressed while signed out (docs/product/buyers-come-back.md, "Favorites"): the listing waits in a
// short-lived HttpOnly cookie until the sign-in saves it.
import type { Database } from "#app/db/client.server.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { addFavorite } from "./add-favorite.server.ts";

const cookieName = "pending_favorite";
const maxAgeSeconds = 60 * 60;

function cookieAttributes(baseUrl: string, maxAge: number): string {
  const secure = new URL(baseUrl).protocol === "https:" ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that remembers `listingId` (a checked listing id) for an hour. */
export function pendingFavoriteCookie(listingId: string, baseUrl: string): string {
  return `${cookieName}=${listingId}; ${cookieAttributes(baseUrl, maxAgeSeconds)}`;
}

function clearedPendingFavoriteCookie(baseUrl: string): string {
  return `${cookieName}=; ${cookieAttributes(baseUrl, 0)}`;
}

/** The listing a signed-out visitor asked to save, when the request carries one. */
export function pendingFavoriteOf(request: Request): string | null {
  const pair = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`));
  if (!pair) return null;
  // A listing id needs no escapes: anything else in the cookie is not ours.
  const value = pair.slice(cookieName.length + 1);
  return listingIdSchema.safeParse(value).success ? value : null;
}

export interface SavePendingFavoriteOptions {
  db: Database;
  request: Request;
  userId: string;
  baseUrl: string;
}

/**
 * Saves the waiting favorite for the account that just signed in and returns the Set-Cookie values that
 * clear it (none when nothing waited). A listing that stopped being public meanwhile is not saved.
 */
export async function savePendingFavorite({
  db,
  request,
  userId,
  baseUrl,
}: SavePendingFavoriteOptions): Promise<string[]> {
  if (!request.headers.get("cookie")?.includes(`${cookieName}=`)) return [];
  const listingId = pendingFavoriteOf(request);
  if (listingId) {
    try {
      await addFavorite({ db, userId, listingId });
    } catch (error) {
      if (!isAppError(error, "not-found")) throw error;
    }
  }
  return [clearedPendingFavoriteCookie(baseUrl)];
}
