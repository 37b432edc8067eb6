import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { priceDropUnsubscribeTokenSchema } from "./favorite.schema.ts";

/** Whether the unsubscribe link's account still gets price-drop mails: `unknown` for a token not ours. */
export async function findPriceDropSubscription(db: Database, token: string): Promise<"on" | "off" | "unknown"> {
  if (!priceDropUnsubscribeTokenSchema.safeParse(token).success) return "unknown";
  const [account] = await db
    .select({ priceDropAlerts: user.priceDropAlerts })
    .from(user)
    .where(eq(user.priceDropUnsubscribeToken, token));
  if (!account) return "unknown";
  return account.priceDropAlerts ? "on" : "off";
}
