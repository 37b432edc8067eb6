import type { Database } from "#app/db/client.server.ts";
import { builders, listings, paymentSessions, user } from "#app/db/schema.ts";
import { buildDemoBuilders } from "./demo-builders.ts";

/**
 * Adds the demo builders (their owners, profiles, and the demo builder's listings with the free
 * sessions they used) in the seeding transaction, after the demo accounts exist.
 */
export async function seedDemoBuilders(tx: Database, now: Date): Promise<{ builders: number }> {
  const data = buildDemoBuilders(now);
  await tx.insert(user).values(data.users);
  await tx.insert(builders).values(data.builders);
  await tx.insert(listings).values(data.listings);
  await tx.insert(paymentSessions).values(data.paymentSessions);
  return { builders: data.builders.length };
}
