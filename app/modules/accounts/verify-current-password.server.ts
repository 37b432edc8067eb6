import type { Database } from "#app/db/client.server.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import type { Auth } from "./auth.server.ts";

/**
 * Tries of the current password per account, whichever /account form asks for it (changing the e-mail or the
 * password, deleting the account): a session in the wrong hands cannot guess it.
 */
export const currentPasswordLimit: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

export const wrongPasswordMessage = "accounts.settings.passwordWrong" satisfies MessageId;

export interface VerifyCurrentPasswordOptions {
  db: Database;
  auth: Auth;
  userId: string;
  password: string;
  /** The form field the password was typed in: its message goes there. */
  field: string;
}

/**
 * Checks the account's own password against its stored hash (better-auth's hashing), counted against
 * {@link currentPasswordLimit}. Throws AppError `invalid` on the field ('That is not your current password.') or
 * `rate-limited`.
 */
export async function verifyCurrentPassword({
  db,
  auth,
  userId,
  password,
  field,
}: VerifyCurrentPasswordOptions): Promise<void> {
  await consumeCurrentPasswordTry(db, userId);
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  const isRight = credential?.password ? await context.password.verify({ hash: credential.password, password }) : false;
  if (!isRight) throw fieldError(field, wrongPasswordMessage);
}

/** Counts one try of the current password; throws AppError `rate-limited` past the limit. */
export async function consumeCurrentPasswordTry(db: Database, userId: string): Promise<void> {
  const result = await consumeRateLimit({ db, key: `account-password:${userId}`, ...currentPasswordLimit });
  if (!result.isAllowed) {
    throw new AppError("rate-limited", "accounts.settings.tooManyPasswordTries", {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}
