import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.ts";
import { unsubscribeTokenSchema } from "./newsletter.schema.ts";

export interface UnsubscribeFromNewsletterOptions {
  db: Database;
  token: string;
}

export type UnsubscribeFromNewsletterResult = { status: "unsubscribed" } | { status: "unknown-token" };

/** Ends the subscription the token belongs to; a second click is a success too (RFC 8058 one-click). */
export async function unsubscribeFromNewsletter({
  db,
  token,
}: UnsubscribeFromNewsletterOptions): Promise<UnsubscribeFromNewsletterResult> {
  if (!unsubscribeTokenSchema.safeParse(token).success) return { status: "unknown-token" };
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return row ? { status: "unsubscribed" } : { status: "unknown-token" };
}
