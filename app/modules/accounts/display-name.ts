// The name one party of a conversation sees of the other (docs/product/conversations.md, "Inbox"; the field
// on the dashboard: docs/product/selling.md, "Dashboard"). Browser-safe: the dashboard's form checks with it.
//
// better-auth's `user.name` holds the name; sign-up fills it with the e-mail's local part because better-auth
// requires one, so a name equal to that local part was never chosen and is never shown — nor is anything
// holding '@'. Such an account is 'Roamstead member {tag}', the tag stable per account so a seller can tell
// two of them apart.

import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const maxDisplayNameLength = 50;

/**
 * The display name's messages, as message ids (ADR 056): the form and the replies carry them, the page shows
 * them in its language. `tooLong`'s words name {@link maxDisplayNameLength}.
 */
export const displayNameTexts = {
  label: "accounts.displayName.label",
  hint: "accounts.displayName.hint",
  save: "accounts.displayName.save",
  saving: "accounts.displayName.saving",
  saved: "accounts.displayName.saved",
  required: "accounts.displayName.required",
  tooLong: "accounts.displayName.tooLong",
  oneLine: "accounts.displayName.oneLine",
  noEmailAddress: "accounts.displayName.noEmailAddress",
  notEmailStart: "accounts.displayName.notEmailStart",
  notRoamstead: "accounts.displayName.notRoamstead",
} as const satisfies Record<string, MessageId>;

/**
 * An account without a chosen name, in English: the mails' words (e-mails are not translated). A page passes
 * its own (`accounts.displayName.anonymous` in its language) to {@link publicDisplayName}.
 */
export const englishAnonymousName = (tag: string) => `Roamstead member ${tag}`;

/** Why `name` (already trimmed) cannot be a display name, whoever's it is (a message id); null when it can. */
export function displayNameProblem(name: string): MessageId | null {
  if (name === "") return displayNameTexts.required;
  if (/\p{Cc}/u.test(name)) return displayNameTexts.oneLine;
  if ([...name].length > maxDisplayNameLength) return displayNameTexts.tooLong;
  if (name.includes("@")) return displayNameTexts.noEmailAddress;
  // 'Roamstead member 1A2B' and 'Roamstead support' are how a scammer would pose as the site or another member.
  if (/roam\W*stead/iu.test(name)) return displayNameTexts.notRoamstead;
  return null;
}

/** Whether `name` is the start of `email` (before the '@'), as sign-up stored it; case does not matter. */
export function isEmailLocalPart(name: string, email: string): boolean {
  const localPart = email.slice(0, Math.max(email.lastIndexOf("@"), 0)) || email;
  return name.trim().toLowerCase() === localPart.toLowerCase();
}

/** The name the account chose, or null while it has not chosen one (or what is stored cannot be shown). */
export function chosenDisplayName({ name, email }: { name: string | null; email: string }): string | null {
  const trimmed = name?.trim() ?? "";
  if (displayNameProblem(trimmed) !== null || isEmailLocalPart(trimmed, email)) return null;
  return trimmed;
}

/** A short code of the account id (4 hex digits of its FNV-1a hash): the same account, the same tag. */
export function memberTag(accountId: string): string {
  let hash = 0x811c9dc5;
  for (const char of accountId) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0").slice(0, 4).toUpperCase();
}

/** A deleted account, in English (the mails' words); a page passes `accounts.displayName.formerMember`. */
export const englishFormerMemberName = "Former member";

/**
 * What another person is shown of an account, in the pages and in the mails: never an e-mail address. An
 * account without a chosen name is `anonymousName(tag)`, a deleted one `formerMemberName`: English unless the
 * page gives its language's words.
 */
export function publicDisplayName(
  account: { id: string; name: string | null; email: string; deletedAt?: Date | null },
  anonymousName: (tag: string) => string = englishAnonymousName,
  formerMemberName: string = englishFormerMemberName,
): string {
  if (account.deletedAt) return formerMemberName;
  return chosenDisplayName(account) ?? anonymousName(memberTag(account.id));
}
