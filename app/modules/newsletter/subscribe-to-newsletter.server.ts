import { randomBytes } from "node:crypto";
import { isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import { newsletterTexts } from "./newsletter-texts.ts";
import { newsletterWelcomeMail } from "./newsletter-welcome-mail.ts";

export const newsletterRateLimit: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export interface SubscribeToNewsletterOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  /** Already validated; stored lower-cased. */
  email: string;
  /** The sender's address, from the header Express sets. */
  clientIp: string;
  limit?: RateLimitRule;
}

export type SubscribeToNewsletterResult = { status: "subscribed" | "already-subscribed" };

/**
 * Subscribes an address, idempotently: one row per address, whoever signs up first (concurrent
 * sign-ups included). A new or re-activated subscription gets a confirmation mail with a one-click
 * unsubscribe link in the same transaction; an active one is left alone and gets no second mail.
 * Limited per sender address: AppError `rate-limited` beyond it.
 */
export async function subscribeToNewsletter({
  db,
  baseUrl,
  notifyOutbox,
  email,
  clientIp,
  limit = newsletterRateLimit,
}: SubscribeToNewsletterOptions): Promise<SubscribeToNewsletterResult> {
  const byIp = await consumeRateLimit({ db, key: `newsletter:ip:${clientIp}`, ...limit });
  if (!byIp.isAllowed) {
    throw new AppError("rate-limited", newsletterTexts.rateLimited, { retryAfterSeconds: byIp.retryAfterSeconds });
  }

  const address = email.trim().toLowerCase();
  const isNew = await db.transaction(async (tx) => {
    // Inserts, or re-activates an unsubscribed row with a fresh token; an active row returns nothing.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, unsubscribeToken: newToken() })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          unsubscribeToken: sql`excluded.unsubscribe_token`,
          subscribedAt: sql`now()`,
          unsubscribedAt: null,
        },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });
    if (!row) return false;
    await enqueueMail(tx, newsletterWelcomeMail({ baseUrl, email: address, unsubscribeToken: row.unsubscribeToken }));
    return true;
  });
  if (!isNew) return { status: "already-subscribed" };
  notifyOutbox();
  return { status: "subscribed" };
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}
