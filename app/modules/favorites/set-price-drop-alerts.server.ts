import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

export interface SetPriceDropAlertsOptions {
  db: Database;
  userId: string;
  isOn: boolean;
}

/** The account's price-drop mails on or off ('Email me when a favorite's price drops', on /favorites). */
export async function setPriceDropAlerts({ db, userId, isOn }: SetPriceDropAlertsOptions): Promise<void> {
  await db.update(user).set({ priceDropAlerts: isOn }).where(eq(user.id, userId));
}
