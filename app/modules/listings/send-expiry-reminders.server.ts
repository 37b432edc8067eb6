import { and, asc, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { expiryReminderMail } from "./expiry-reminder-mail.ts";
import { renewalReminderDays } from "./own-listing-status.ts";

export interface SendExpiryRemindersOptions {
  db: Database;
  baseUrl: string;
  /** The moment to measure from (tests pass their own). */
  now?: Date;
  /** Most reminders one run writes; the next run takes the rest. */
  batchSize?: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Writes the reminder mail for every public listing that expires within 7 days and has not had one
 * for its current period (a renewal clears `reminder_sent_at`), unless its owner's account is deleted or turned
 * these reminders off (`expiry_reminders`, docs/product/people-and-trust.md). Sent once: each listing is claimed by
 * a conditional UPDATE in the transaction that writes its mail, so overlapping runs cannot both send.
 * Returns how many were written; the caller wakes the mail worker (notifyOutbox).
 */
export async function sendExpiryReminders({
  db,
  baseUrl,
  now = new Date(),
  batchSize = 500,
}: SendExpiryRemindersOptions): Promise<number> {
  const horizon = new Date(now.getTime() + renewalReminderDays * dayMs);
  const due = await db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      tier: listings.tier,
      expiresAt: listings.expiresAt,
      ownerEmail: user.email,
      ownerLocale: user.locale,
    })
    .from(listings)
    .innerJoin(user, eq(user.id, listings.userId))
    .where(
      and(
        isNull(listings.reminderSentAt),
        gt(listings.expiresAt, now),
        lte(listings.expiresAt, horizon),
        eq(listings.isActive, true),
        eq(listings.isApproved, true),
        isNotNull(listings.userId),
        takesMail(listings.userId, "expiry_reminders"),
      ),
    )
    .orderBy(asc(listings.expiresAt))
    .limit(batchSize);

  let sent = 0;
  for (const listing of due) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(listings)
        .set({ reminderSentAt: now })
        .where(and(eq(listings.id, listing.id), isNull(listings.reminderSentAt)))
        .returning({ id: listings.id });
      if (!row) return false;
      await enqueueMail(
        tx,
        expiryReminderMail({ baseUrl, ownerEmail: listing.ownerEmail, locale: listing.ownerLocale, listing }),
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
