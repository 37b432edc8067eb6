/**
 * Whether an account may take part (ask, be asked): not deleted, and not under a ban that is still running
 * (better-auth's admin plugin: a ban without an end date lasts until lifted).
 */
export function isAccountActive(
  account: { banned: boolean | null; banExpires: Date | null; deletedAt: Date | null },
  now = new Date(),
): boolean {
  if (account.deletedAt) return false;
  return !account.banned || (account.banExpires !== null && account.banExpires <= now);
}
