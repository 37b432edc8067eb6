// The refusals Roamstead words itself on better-auth's endpoints (docs/product/accounts.md, "Sessions and limits";
// the password policy): better-auth's JSON carries them in English, for any client of /api/auth, and our forms
// show them in the page's language (ADR 056) by finding the message id again.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Every refusal our hooks word: the limits' and the password policy's. */
const appWordedFailures = [
  "accounts.auth.rateLimited",
  "accounts.auth.tooManyFailures",
  "accounts.auth.invalidPassword",
  "accounts.password.tooShort",
  "accounts.password.tooLong",
  "accounts.password.tooCommon",
] as const satisfies readonly MessageId[];

export type AppWordedAuthFailure = (typeof appWordedFailures)[number];

/** A refusal's English words, as better-auth answers them. */
export function englishAuthFailure(id: AppWordedAuthFailure): string {
  return translatorFor("en-US").t(id);
}

let idsByEnglish: Map<string, MessageId> | undefined;

/** The message id of a refusal our hooks worded (better-auth's answer read back), or undefined for any other text. */
export function appWordedFailureId(message: string): MessageId | undefined {
  idsByEnglish ??= new Map(appWordedFailures.map((id) => [englishAuthFailure(id), id]));
  return idsByEnglish.get(message);
}

/** Whether `id` is one of the refusals our hooks word (a password schema's message is). */
export function isAppWordedFailure(id: string): id is AppWordedAuthFailure {
  return (appWordedFailures as readonly string[]).includes(id);
}
