import { createHash, randomBytes } from "node:crypto";
import { and, isNotNull, isNull, type SQL } from "drizzle-orm";
import { newsletterSubscribers } from "#app/db/schema.ts";

/** A new link token: 32 random bytes, base64url (43 characters). */
export function newNewsletterToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What is stored of a confirmation token: its SHA-256, hex. A lookup by hash does not compare the
 * token itself, and a copy of the database holds no working link.
 */
export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A subscribed row: confirmed and not unsubscribed since. Only these are listed, exported or mailed newsletters. */
export function isSubscribedCondition(): SQL {
  return and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)) as SQL;
}
