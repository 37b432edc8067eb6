import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import { namedPerson } from "./named-person.server.ts";
import type { NamedPerson } from "./party-name.ts";

/** A party to a sale as its mails need them: how the other is told their name, and where their own mail goes. */
export interface ReviewParty {
  person: NamedPerson;
  /** Null when the account turned the mails about reviews off (user.mail_off 'reviews') or is deleted. */
  recipient: MailRecipient | null;
}

/** The accounts `ids` name, by id (a missing account is simply absent). */
export async function readReviewParties(db: Database, ids: readonly string[]): Promise<Map<string, ReviewParty>> {
  const parties = new Map<string, ReviewParty>();
  if (ids.length === 0) return parties;
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      mailOff: user.mailOff,
      deletedAt: user.deletedAt,
    })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  for (const row of rows) {
    const isMailed = row.deletedAt === null && !row.mailOff.includes("reviews");
    parties.set(row.id, {
      person: namedPerson(row),
      recipient: isMailed ? { email: row.email, locale: row.locale } : null,
    });
  }
  return parties;
}
