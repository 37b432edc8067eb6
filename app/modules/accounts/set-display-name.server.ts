import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import { displayNameTexts, isEmailLocalPart } from "./display-name.ts";

export interface SetDisplayNameOptions {
  db: Database;
  userId: string;
  /** Validated by `displayNameSchema`. */
  displayName: string;
}

/**
 * Stores the name the account shows the other party of its conversations (docs/product/selling.md,
 * "Dashboard") in better-auth's `user.name`. The start of the account's own e-mail address is refused: it is
 * what sign-up stored, so it would read as no name chosen (app/modules/accounts/display-name.ts). Throws
 * AppError `invalid` for it, `not-found` for an account that is gone.
 */
export async function setDisplayName({ db, userId, displayName }: SetDisplayNameOptions): Promise<void> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("not-found", "accounts.displayName.accountGone");
  if (isEmailLocalPart(displayName, account.email)) {
    throw fieldError("displayName", displayNameTexts.notEmailStart);
  }
  await db.update(user).set({ name: displayName, updatedAt: new Date() }).where(eq(user.id, userId));
}
