import { and, isNull, lt, not, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import { newsletterConfirmationMail } from "./newsletter-confirmation-mail.ts";
import { newsletterTexts } from "./newsletter-texts.ts";
import { hashConfirmToken, isSubscribedCondition, newNewsletterToken } from "./newsletter-tokens.server.ts";

/** Sign-ups per client address (docs/product/contact-and-newsletter.md). */
export const newsletterRateLimit: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
/** At most one confirmation mail per address in this time, however often the address is entered. */
export const confirmationMailIntervalMs = 12 * 60 * 60 * 1000;
/** How long a confirmation link works. */
export const confirmTokenValidDays = 7;
const confirmTokenValidMs = confirmTokenValidDays * 24 * 60 * 60 * 1000;

/** Rows that were never confirmed and whose link has expired are deleted at most this often per process. */
const pruneIntervalMs = 60_000;
let lastPrunedAt = 0;

export interface SubscribeToNewsletterOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  /** Already validated; stored lower-cased. */
  email: string;
  /** The language of the page the address was entered on: the newsletter's mails are written in it. */
  locale: Locale;
  /** The sender's address, from the header Express sets; kept as part of the consent record. */
  clientIp: string;
  limit?: RateLimitRule;
  /** For tests; defaults to the current time. */
  now?: Date;
}

/**
 * Asks the owner of an address to confirm a sign-up (double opt-in, docs/decisions/019-newsletter-double-opt-in.md).
 * An address that is not subscribed (new, awaiting confirmation, or unsubscribed) gets a confirmation
 * mail with a fresh link, at most once per `confirmationMailIntervalMs`; a subscribed address is left
 * alone and gets nothing. It returns nothing on purpose: the caller's answer cannot depend on whether
 * the address was known. One row per address, concurrent sign-ups included; the row and its mail are
 * written in one transaction. Limited per sender address: AppError `rate-limited` beyond it.
 */
export async function subscribeToNewsletter({
  db,
  baseUrl,
  notifyOutbox,
  email,
  locale,
  clientIp,
  limit = newsletterRateLimit,
  now = new Date(),
}: SubscribeToNewsletterOptions): Promise<void> {
  const byIp = await consumeRateLimit({ db, key: `newsletter:ip:${clientIp}`, ...limit, now });
  if (!byIp.isAllowed) {
    throw new AppError("rate-limited", newsletterTexts.rateLimited, { retryAfterSeconds: byIp.retryAfterSeconds });
  }
  if (now.getTime() - lastPrunedAt > pruneIntervalMs) {
    lastPrunedAt = now.getTime();
    await pruneUnconfirmedSignups(db, now);
  }

  const address = email.trim().toLowerCase();
  const confirmToken = newNewsletterToken();
  const isMailed = await db.transaction(async (tx) => {
    // Inserts, or gives a row that is not subscribed a fresh link when its last mail is old enough;
    // a subscribed row, or one mailed recently, returns nothing. The row lock makes concurrent
    // sign-ups of one address wait here, and all but the first then find a recent mail.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: address,
        unsubscribeToken: newNewsletterToken(),
        requestedAt: now,
        requestIp: clientIp,
        locale,
        confirmTokenHash: hashConfirmToken(confirmToken),
        confirmTokenExpiresAt: new Date(now.getTime() + confirmTokenValidMs),
      })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          requestedAt: sql`excluded.requested_at`,
          requestIp: sql`excluded.request_ip`,
          locale: sql`excluded.locale`,
          confirmTokenHash: sql`excluded.confirm_token_hash`,
          confirmTokenExpiresAt: sql`excluded.confirm_token_expires_at`,
        },
        setWhere: and(
          not(isSubscribedCondition()),
          or(
            isNull(newsletterSubscribers.requestedAt),
            lt(newsletterSubscribers.requestedAt, new Date(now.getTime() - confirmationMailIntervalMs)),
          ),
        ),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return false;
    await enqueueMail(
      tx,
      newsletterConfirmationMail({ baseUrl, email: address, locale, confirmToken, validDays: confirmTokenValidDays }),
    );
    return true;
  });
  if (isMailed) notifyOutbox();
}

/** Deletes the addresses that were signed up but never confirmed before their link expired. */
export async function pruneUnconfirmedSignups(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.confirmTokenExpiresAt, now)))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
