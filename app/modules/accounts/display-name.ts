// The name one party of a conversation sees of the other (docs/product/conversations.md, "Inbox"; the field
// on the dashboard: docs/product/selling.md, "Dashboard"). Browser-safe: the dashboard's form checks with it.
//
// better-auth's `user.name` holds the name; sign-up fills it with the e-mail's local part because better-auth
// requires one, so a name equal to that local part was never chosen and is never shown — nor is anything
// holding '@'. Such an account is 'Roamstead member {tag}', the tag stable per account so a seller can tell
// two of them apart.

export const maxDisplayNameLength = 50;

export const displayNameTexts = {
  label: "Display name",
  hint: "Shown to buyers and sellers you talk to in your Inbox. Never your e-mail address.",
  save: "Save display name",
  saving: "Saving...",
  saved: "Your display name has been saved.",
  required: "Please enter a display name.",
  tooLong: `Please use at most ${maxDisplayNameLength} characters for your display name.`,
  oneLine: "Please keep your display name on one line.",
  noEmailAddress: "Please do not use an e-mail address as your display name.",
  notEmailStart: "Please choose a name other than the start of your e-mail address.",
  notRoamstead: "Please choose a name without the word Roamstead: it could be taken for a message from us.",
  anonymousPrefix: "Roamstead member",
} as const;

/** Why `name` (already trimmed) cannot be a display name, whoever's it is; null when it can. */
export function displayNameProblem(name: string): string | null {
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

/** What the other party of a conversation is shown, in the pages and in the mails: never an e-mail address. */
export function publicDisplayName(account: { id: string; name: string | null; email: string }): string {
  return chosenDisplayName(account) ?? `${displayNameTexts.anonymousPrefix} ${memberTag(account.id)}`;
}
