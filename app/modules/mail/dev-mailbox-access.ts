import type { Env } from "#app/lib/env.server.ts";

/** Who is asking: the signed-in user's role, or null for a visitor. */
export type MailboxReader = { role: "user" | "admin" } | null;

/**
 * Whether /dev/mailbox shows the outbox to this reader. Its mails hold sign-in, verification and
 * password-reset links, so: never while DEV_MAILBOX is off; in development (DEV_MAILBOX's default)
 * to whoever runs it locally; in production, whatever DEV_MAILBOX says, to signed-in administrators
 * only. Everyone else gets the page's 404, so a stranger cannot even tell it exists.
 */
export function canReadDevMailbox(env: Pick<Env, "DEV_MAILBOX" | "isProduction">, reader: MailboxReader): boolean {
  if (!env.DEV_MAILBOX) return false;
  if (!env.isProduction) return true;
  return reader?.role === "admin";
}
