import { and, eq, gt, not } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { confirmTokenSchema } from "./newsletter.schema.ts";
import { newsletterTexts } from "./newsletter-texts.ts";
import { hashConfirmToken, isSubscribedCondition, newNewsletterToken } from "./newsletter-tokens.server.ts";
import { newsletterWelcomeMail } from "./newsletter-welcome-mail.ts";

export type NewsletterConfirmationState = "awaiting" | "subscribed" | "unknown";

export interface FindNewsletterConfirmationOptions {
  db: Database;
  token: string;
  /** For tests; defaults to the current time. */
  now?: Date;
}

/**
 * What a confirmation link points at, for the page that asks for the click; it changes nothing (mail
 * scanners open links). `unknown` for a token that is not ours or has expired.
 */
export async function findNewsletterConfirmation({
  db,
  token,
  now = new Date(),
}: FindNewsletterConfirmationOptions): Promise<NewsletterConfirmationState> {
  if (!confirmTokenSchema.safeParse(token).success) return "unknown";
  const [row] = await db
    .select({
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      expiresAt: newsletterSubscribers.confirmTokenExpiresAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)))
    .limit(1);
  if (!row) return "unknown";
  if (row.confirmedAt && !row.unsubscribedAt) return "subscribed";
  if (!row.expiresAt || row.expiresAt <= now) return "unknown";
  return "awaiting";
}

export interface ConfirmNewsletterSubscriptionOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  token: string;
  /** The address the confirmation comes from, from the header Express sets: part of the consent record. */
  clientIp: string;
  now?: Date;
}

export type ConfirmNewsletterSubscriptionResult = { status: "confirmed" | "already-subscribed" };

/**
 * Confirms the sign-up a link belongs to: the address is subscribed from now on, with the time and the
 * client address of the confirmation kept beside those of the sign-up, and a fresh unsubscribe token
 * that the welcome mail (sent once, in the same transaction) carries. A second confirmation of a
 * subscribed address changes nothing and sends nothing. Throws AppError `not-found` for a token that is
 * not ours, has expired, or was cancelled by unsubscribing.
 */
export async function confirmNewsletterSubscription({
  db,
  baseUrl,
  notifyOutbox,
  token,
  clientIp,
  now = new Date(),
}: ConfirmNewsletterSubscriptionOptions): Promise<ConfirmNewsletterSubscriptionResult> {
  const unknown = new AppError("not-found", newsletterTexts.invalidConfirmLink);
  if (!confirmTokenSchema.safeParse(token).success) throw unknown;
  const tokenHash = hashConfirmToken(token);
  const isConfirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        confirmedAt: now,
        confirmIp: clientIp,
        subscribedAt: now,
        unsubscribedAt: null,
        unsubscribeToken: newNewsletterToken(),
      })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, tokenHash),
          gt(newsletterSubscribers.confirmTokenExpiresAt, now),
          not(isSubscribedCondition()),
        ),
      )
      .returning({
        email: newsletterSubscribers.email,
        locale: newsletterSubscribers.locale,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (!row) return false;
    await enqueueMail(tx, newsletterWelcomeMail({ baseUrl, ...row }));
    return true;
  });
  if (isConfirmed) {
    notifyOutbox();
    return { status: "confirmed" };
  }
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), isSubscribedCondition()))
    .limit(1);
  if (row) return { status: "already-subscribed" };
  throw unknown;
}
