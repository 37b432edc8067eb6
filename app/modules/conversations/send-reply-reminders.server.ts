import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accountBlocks, conversations } from "#app/db/conversations-schema.ts";
import { listings } from "#app/db/schema.ts";
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { buyerAccount, sellerAccount } from "./conversation-parties.server.ts";
import { replyReminderMail } from "./reply-reminder-mail.ts";

export interface SendReplyRemindersOptions {
  db: Database;
  baseUrl: string;
  /** The moment to measure from (tests pass their own). */
  now?: Date;
  /** Conversations one transaction takes; the run goes on until none is due. */
  batchSize?: number;
}

const hourMs = 60 * 60 * 1000;
export const firstReminderAfterMs = hourMs;
export const secondReminderAfterMs = 24 * hourMs;

/**
 * Mails the seller of each conversation whose buyer's first message is unanswered a reminder 1 hour after it and
 * another 24 hours after it (docs/product/people-and-trust.md, "Reply reminders"). A conversation first found
 * after 24 hours gets only the second. One that must not be reminded (a contact-form buyer, the seller's choice,
 * a deleted or banned account, a block, a listing gone or sold) is marked as reminded twice without a mail, so it
 * leaves `conversations_unanswered_idx`. Each batch locks its rows (`skip locked`: two processes take different
 * ones) and moves `reply_nudges_sent` in the transaction that writes the mails, so no reminder goes twice.
 * Returns how many were written; the caller wakes the mail worker.
 */
export async function sendReplyReminders({
  db,
  baseUrl,
  now = new Date(),
  batchSize = 200,
}: SendReplyRemindersOptions): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction((tx) => remindBatch(tx, baseUrl, now, batchSize));
    sent += batch.mailed;
    if (batch.taken < batchSize) return sent;
  }
}

async function remindBatch(tx: Database, baseUrl: string, now: Date, batchSize: number) {
  const hourAgo = new Date(now.getTime() - firstReminderAfterMs);
  const dayAgo = new Date(now.getTime() - secondReminderAfterMs);
  const due = await tx
    .select({
      id: conversations.id,
      listingTitle: conversations.listingTitle,
      firstBuyerMessageAt: conversations.firstBuyerMessageAt,
      isWanted: isReminderWanted(now),
      sellerEmail: sellerAccount.email,
      sellerLocale: sellerAccount.locale,
      buyerId: buyerAccount.id,
      buyerName: buyerAccount.name,
      buyerEmail: buyerAccount.email,
    })
    .from(conversations)
    .innerJoin(sellerAccount, eq(sellerAccount.id, conversations.sellerId))
    .leftJoin(buyerAccount, eq(buyerAccount.id, conversations.buyerId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        isNull(conversations.firstSellerReplyAt),
        lt(conversations.replyNudgesSent, 2),
        lte(conversations.firstBuyerMessageAt, hourAgo),
        or(eq(conversations.replyNudgesSent, 0), lte(conversations.firstBuyerMessageAt, dayAgo)),
      ),
    )
    .orderBy(asc(conversations.firstBuyerMessageAt))
    .limit(batchSize)
    .for("update", { of: conversations, skipLocked: true });

  // Late (the server was down): past 24 hours only the second goes, never both at once.
  const isSecond = (row: (typeof due)[number]) => row.firstBuyerMessageAt !== null && row.firstBuyerMessageAt <= dayAgo;
  const afterFirst = new Set(due.filter((row) => row.isWanted && !isSecond(row)).map((row) => row.id));
  const done = due.filter((row) => !afterFirst.has(row.id)).map((row) => row.id);
  if (afterFirst.size > 0) {
    await tx
      .update(conversations)
      .set({ replyNudgesSent: 1 })
      .where(inArray(conversations.id, [...afterFirst]));
  }
  if (done.length > 0) {
    await tx.update(conversations).set({ replyNudgesSent: 2 }).where(inArray(conversations.id, done));
  }

  let mailed = 0;
  for (const row of due) {
    if (!row.isWanted || !row.buyerId || !row.buyerEmail) continue;
    const { t } = translatorFor(row.sellerLocale);
    const buyerName = publicDisplayName({ id: row.buyerId, name: row.buyerName, email: row.buyerEmail }, (tag) =>
      t("accounts.displayName.anonymous", { tag }),
    );
    await enqueueMail(
      tx,
      replyReminderMail({
        baseUrl,
        sellerEmail: row.sellerEmail,
        locale: row.sellerLocale,
        buyerName,
        listingTitle: row.listingTitle,
        conversationId: row.id,
        isSecond: isSecond(row),
      }),
    );
    mailed += 1;
  }
  return { taken: due.length, mailed };
}

/**
 * A reminder is for a buyer with an account waiting on a seller who takes reminders, about a listing still for
 * sale, with no block between them: the rules of docs/product/people-and-trust.md, "Reply reminders".
 */
function isReminderWanted(now: Date): SQL<boolean> {
  // better-auth's admin plugin: a ban without an end date lasts until lifted.
  const isBanned = (account: typeof sellerAccount | typeof buyerAccount) =>
    sql`coalesce(${account.banned}, false) and (${account.banExpires} is null or ${account.banExpires} > ${now.toISOString()}::timestamptz)`;
  return sql<boolean>`(
    ${buyerAccount.id} is not null and ${buyerAccount.deletedAt} is null and not (${isBanned(buyerAccount)})
    and ${takesMail(conversations.sellerId, "reply_nudges")} and not (${isBanned(sellerAccount)})
    and ${listings.id} is not null and ${listings.soldAt} is null
    and not exists (
      select 1 from ${accountBlocks}
      where (${accountBlocks.blockerId} = ${conversations.sellerId} and ${accountBlocks.blockedId} = ${conversations.buyerId})
        or (${accountBlocks.blockerId} = ${conversations.buyerId} and ${accountBlocks.blockedId} = ${conversations.sellerId})
    )
  )`;
}
