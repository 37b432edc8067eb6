import { isAPIError } from "better-auth/api";
import type { Database } from "#app/db/client.server.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { Auth } from "./auth.server.ts";
import { verifyCurrentPassword } from "./verify-current-password.server.ts";

export interface ChangeAccountEmailOptions {
  db: Database;
  auth: Auth;
  /** The request's headers: better-auth finds the session in them. */
  headers: Headers;
  userId: string;
  currentEmail: string;
  /** Validated by `changeEmailSchema`. */
  newEmail: string;
  currentPassword: string;
  /** Our page the link in the mail leads to once it changed the address (a path of the site). */
  callbackURL: string;
}

/**
 * Asks for a change of the account's e-mail address (docs/product/people-and-trust.md, "Account settings"), once the
 * current password is right: better-auth mails a link to the new address, which becomes the account's when the
 * link is opened, and the address in use is told (auth.server.ts). An address another account holds gets no mail,
 * and the answer is the same, so the form cannot tell whose an address is. Throws AppError `invalid` on a field
 * (the same address, a wrong password) or `rate-limited`.
 */
export async function changeAccountEmail({
  db,
  auth,
  headers,
  userId,
  currentEmail,
  newEmail,
  currentPassword,
  callbackURL,
}: ChangeAccountEmailOptions): Promise<void> {
  if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
    throw fieldError("newEmail", "accounts.settings.emailSame");
  }
  await verifyCurrentPassword({ db, auth, userId, password: currentPassword, field: "currentPassword" });
  try {
    await auth.api.changeEmail({ headers, body: { newEmail, callbackURL } });
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    throw new AppError("invalid", "accounts.settings.emailChangeFailed", { cause: error });
  }
}
