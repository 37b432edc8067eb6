import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { unsubscribeTokenSchema } from "./newsletter.schema.ts";

export interface FindNewsletterSubscriptionOptions {
  db: Database;
  token: string;
}

export type NewsletterSubscriptionState = "subscribed" | "unsubscribed" | "unknown";

/** What an unsubscribe link points at, for the page that confirms it; it changes nothing. */
export async function findNewsletterSubscription({
  db,
  token,
}: FindNewsletterSubscriptionOptions): Promise<NewsletterSubscriptionState> {
  if (!unsubscribeTokenSchema.safeParse(token).success) return "unknown";
  const [row] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  // An address never confirmed has had no mail with this link: nobody can hold it.
  if (!row?.confirmedAt) return "unknown";
  return row.unsubscribedAt ? "unsubscribed" : "subscribed";
}
