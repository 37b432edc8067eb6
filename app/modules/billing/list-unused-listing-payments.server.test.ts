import { beforeAll, expect, it } from "vitest";
import { listingRenewals, listings, paymentSessions } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { listUnusedListingPayments } from "./list-unused-listing-payments.server.ts";
import { insertBillingUsers } from "./testing/billing-users.ts";

const database = testDatabaseBed();

beforeAll(async () => {
  await insertBillingUsers(database.db);
});

let counter = 0;
async function session(overrides: Partial<typeof paymentSessions.$inferInsert> = {}) {
  counter += 1;
  const [row] = await database.db
    .insert(paymentSessions)
    .values({
      provider: "local",
      providerSessionId: `local_${counter}`,
      userId: "seller",
      kind: "listing",
      tier: "roam",
      amountCents: 8_900,
      status: "paid",
      paidAt: new Date(Date.now() + counter * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no session");
  return row;
}

it("leads the seller back to each paid listing payment not yet turned into a listing, and to nothing else", async () => {
  const waiting = await session({ tier: "graze" });
  await session({ status: "open", paidAt: null });
  await session({ usedAt: new Date(), usedForId: "listing" });
  await session({ userId: "other" });
  await session({ kind: "builder", tier: "roamstead", amountCents: 150_000 });
  const renewal = await session();
  const [listing] = await database.db
    .insert(listings)
    .values(listingFixture({ userId: "seller" }))
    .returning();
  await database.db.insert(listingRenewals).values({ paymentSessionId: renewal.id, listingId: listing?.id ?? "" });
  const free = await session({ providerSessionId: null, amountCents: 0 });

  expect(await listUnusedListingPayments(database.db, "seller")).toEqual([
    { sessionKey: waiting.providerSessionId, tier: "graze", paidAt: waiting.paidAt },
    { sessionKey: free.id, tier: "roam", paidAt: free.paidAt },
  ]);
});
