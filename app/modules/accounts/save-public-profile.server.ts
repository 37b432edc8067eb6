import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { displayNameTexts, isEmailLocalPart } from "./display-name.ts";
import { resolvePublicPlace } from "./resolve-public-place.ts";

export interface SavePublicProfileOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  /** Validated by `publicProfileSchema`. */
  displayName: string;
  about: string;
  /** As typed (trimmed); empty: no place shown. */
  place: string;
}

/**
 * Stores what other people see of the account (docs/product/people-and-trust.md, "Account settings"): its display
 * name (better-auth's `user.name`, the dashboard's rules), 'About' as typed and the place shown in its canonical
 * words. Throws AppError `invalid` on a field (the start of the account's own e-mail as its name, an unknown place),
 * `bad-gateway` (the place lookup could not answer) or `not-found` (an account that is gone).
 */
export async function savePublicProfile({
  db,
  geocoder,
  userId,
  displayName,
  about,
  place,
}: SavePublicProfileOptions): Promise<void> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("not-found", "accounts.displayName.accountGone");
  if (isEmailLocalPart(displayName, account.email)) throw fieldError("displayName", displayNameTexts.notEmailStart);
  const publicPlace = await resolvePublicPlace(geocoder, place);
  await db
    .update(user)
    .set({ name: displayName, about, publicPlace, updatedAt: new Date() })
    .where(eq(user.id, userId));
}
