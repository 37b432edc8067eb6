// The demo's accounts and listings, as the seed inserts them before its builders, people and deals: the bed of the
// tests of those later steps.
import type { Database } from "#app/db/client.server.ts";
import { listings, user } from "#app/db/schema.ts";
import { buildDemoAccounts } from "../demo-accounts.server.ts";
import { buildDemoListings } from "../demo-listings.ts";

export async function insertDemoCatalogue(db: Database, now: Date): Promise<void> {
  const rows = buildDemoListings(now);
  const accounts = await buildDemoAccounts(
    now,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  await db.insert(user).values(accounts.users);
  await db.insert(listings).values(rows);
}
