import { isAPIError } from "better-auth/api";
import type { Database } from "#app/db/client.server.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { Auth } from "./auth.server.ts";
import { consumeCurrentPasswordTry, wrongPasswordMessage } from "./verify-current-password.server.ts";

export interface ChangeAccountPasswordOptions {
  db: Database;
  auth: Auth;
  /** The request's headers: better-auth finds the session in them. */
  headers: Headers;
  userId: string;
  /** Validated by `changePasswordSchema` (the new one by the password policy). */
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the account's password (docs/product/people-and-trust.md, "Account settings") once the current one is
 * right, and ends every other session of the account: this browser gets a new session, whose cookies are returned
 * for the answer to set. Throws AppError `invalid` on a field (a wrong current password) or `rate-limited`.
 */
export async function changeAccountPassword({
  db,
  auth,
  headers,
  userId,
  currentPassword,
  newPassword,
}: ChangeAccountPasswordOptions): Promise<{ setCookies: string[] }> {
  // better-auth checks the current password itself; the try is counted as /account's other password checks are.
  await consumeCurrentPasswordTry(db, userId);
  try {
    const changed = await auth.api.changePassword({
      headers,
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      returnHeaders: true,
    });
    return { setCookies: changed.headers.getSetCookie() };
  } catch (error) {
    // better-auth's own faults (a session it could not read or make, the database away) are no fault of the form.
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    if (error.body?.code === "INVALID_PASSWORD") throw fieldError("currentPassword", wrongPasswordMessage);
    throw new AppError("invalid", "accounts.settings.passwordChangeFailed", { cause: error });
  }
}
