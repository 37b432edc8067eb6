import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { unsubscribeTokenSchema } from "./newsletter.schema.ts";
import { newsletterTexts } from "./newsletter-texts.ts";

export interface UnsubscribeFromNewsletterOptions {
  db: Database;
  token: string;
}

/**
 * Ends the subscription the token belongs to, and cancels a confirmation link still outstanding for the
 * address; a second click is a success too (RFC 8058 one-click).
 * Throws AppError `not-found` for a token that is not one of ours.
 */
export async function unsubscribeFromNewsletter({ db, token }: UnsubscribeFromNewsletterOptions): Promise<void> {
  const unknown = new AppError("not-found", newsletterTexts.invalidLink);
  if (!unsubscribeTokenSchema.safeParse(token).success) throw unknown;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNotNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw unknown;
}
