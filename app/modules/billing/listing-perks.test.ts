// Builder perks (docs/product/payments.md): a user with an active builder profile gets the first 3
// camper listings free (a paid zero-amount session, no checkout) and 20% off every listing after the third. Run with
// DATABASE_URL to race free listings on a real PostgreSQL server.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builders, listingRenewals, listings, paymentSessions, user } from "#app/db/schema.ts";
import { formatPrice } from "#app/lib/money.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { consumePaymentSession } from "./consume-payment-session.server.ts";
import { findUsablePaymentSession } from "./find-usable-payment-session.server.ts";
import { getListingPerks } from "./listing-perks.server.ts";
import { createLocalPaymentProvider } from "./local-payment-provider.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { priceFor, startCheckout } from "./start-checkout.server.ts";

let database: TestDatabase;
let payments: PaymentProvider & { checkouts: number };
let userCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const local = createLocalPaymentProvider({ db: database.db });
  payments = {
    ...local,
    checkouts: 0,
    async createCheckout(input) {
      payments.checkouts++;
      return local.createCheckout(input);
    },
  };
});
afterAll(() => database?.destroy());
beforeEach(() => {
  payments.checkouts = 0;
});

async function newUser(): Promise<{ id: string; email: string }> {
  userCounter++;
  const id = `perk-user-${userCounter}`;
  const email = `perks${userCounter}@example.com`;
  await database.db.insert(user).values({ id, email, name: "Perk", emailVerified: true });
  return { id, email };
}

async function giveBuilderProfile(userId: string, overrides: Partial<typeof builders.$inferInsert> = {}) {
  await database.db.insert(builders).values({
    userId,
    businessName: "Trailhead Van Works",
    description: "Vans.",
    location: "Bend, OR",
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
    ...overrides,
  });
}

const checkout = (buyer: { id: string; email: string }, tier: string) =>
  startCheckout({ db: database.db, payments, user: buyer, kind: "listing", tier, baseUrl: "http://localhost:3000" });

/** What the listing form does with a session: makes a listing and consumes the session in one go. */
async function submitListing(buyer: { id: string }, sessionKey: string, tier: "graze" | "roam" | "stampede") {
  await database.db.transaction(async (tx) => {
    const [listing] = await tx
      .insert(listings)
      .values(listingFixture({ userId: buyer.id, tier }))
      .returning({ id: listings.id });
    await consumePaymentSession({
      tx,
      sessionId: sessionKey,
      userId: buyer.id,
      kind: "listing",
      usedForId: listing?.id ?? "",
    });
  });
}

async function sessionOf(id: string) {
  const [row] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!row) throw new Error("no session");
  return row;
}

describe("priceFor", () => {
  it("charges the catalogue price without perks, nothing while free listings are left, then 80%", () => {
    expect(priceFor({ kind: "listing", tier: "roam" })).toMatchObject({ amountCents: 8_900, perk: null });
    const perks = { listingsBought: 0, freeListingsLeft: 3, discountPercent: 20 };
    expect(priceFor({ kind: "listing", tier: "roam", perks })).toMatchObject({ amountCents: 0, perk: "free" });
    const used = { ...perks, listingsBought: 3, freeListingsLeft: 0 };
    expect(priceFor({ kind: "listing", tier: "graze", perks: used })).toMatchObject({
      amountCents: 2_320,
      perk: "discount",
    });
    expect(priceFor({ kind: "listing", tier: "roam", perks: used })).toMatchObject({ amountCents: 7_120 });
    expect(priceFor({ kind: "listing", tier: "stampede", perks: used })).toMatchObject({ amountCents: 20_000 });
    // The builder package itself is never discounted.
    expect(priceFor({ kind: "builder", tier: "roamstead", perks: used })).toMatchObject({ amountCents: 150_000 });
    expect(formatPrice(7_120)).toBe("$71.20");
    expect(formatPrice(8_900)).toBe("$89");
  });
});

describe("a builder's listings", () => {
  it("gives no perks without an active profile (none, expired, inactive)", async () => {
    const buyer = await newUser();
    expect(await getListingPerks({ db: database.db, userId: buyer.id })).toBeNull();
    await giveBuilderProfile(buyer.id, { expiresAt: new Date(Date.now() - 1000) });
    await giveBuilderProfile(buyer.id, { isActive: false });
    expect(await getListingPerks({ db: database.db, userId: buyer.id })).toBeNull();
    const started = await checkout(buyer, "roam");
    expect(started.redirectUrl).toMatch(/^\/checkout\/local\//);
    expect((await sessionOf(started.sessionId)).amountCents).toBe(8_900);
  });

  it("makes the 1st to 3rd listing free without a checkout, and charges the 4th 80% through the provider", async () => {
    const buyer = await newUser();
    // A listing bought before becoming a builder does not use up a free one.
    const before = await checkout(buyer, "graze");
    await database.db
      .update(paymentSessions)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(paymentSessions.id, before.sessionId));
    await giveBuilderProfile(buyer.id);
    payments.checkouts = 0;

    for (const [index, tier] of (["graze", "roam", "stampede"] as const).entries()) {
      expect(await getListingPerks({ db: database.db, userId: buyer.id })).toMatchObject({
        freeListingsLeft: 3 - index,
      });
      const started = await checkout(buyer, tier);
      expect(started.providerSessionId).toMatch(/^free_/);
      expect(started.redirectUrl).toBe(`/submit-listing?session_id=${started.providerSessionId}`);
      expect(await sessionOf(started.sessionId)).toMatchObject({
        kind: "listing",
        tier,
        amountCents: 0,
        status: "paid",
        usedAt: null,
      });
      // The listing form finds it by the id in its URL, as it finds a paid checkout's.
      await expect(
        findUsablePaymentSession({
          db: database.db,
          sessionId: started.providerSessionId,
          userId: buyer.id,
          kind: "listing",
        }),
      ).resolves.toMatchObject({ amountCents: 0 });
      await submitListing(buyer, started.providerSessionId, tier);
    }
    expect(payments.checkouts).toBe(0);

    expect(await getListingPerks({ db: database.db, userId: buyer.id })).toMatchObject({
      listingsBought: 3,
      freeListingsLeft: 0,
      discountPercent: 20,
    });
    const fourth = await checkout(buyer, "roam");
    expect(payments.checkouts).toBe(1);
    expect(fourth.redirectUrl).toBe(`/checkout/local/${fourth.sessionId}`);
    expect(await sessionOf(fourth.sessionId)).toMatchObject({ amountCents: 7_120, status: "open" });
  });

  it("hands out the same unused free listing again, and replaces one of another tier", async () => {
    const buyer = await newUser();
    await giveBuilderProfile(buyer.id);
    const first = await checkout(buyer, "roam");
    const again = await checkout(buyer, "roam");
    expect(again.sessionId).toBe(first.sessionId);
    const other = await checkout(buyer, "graze");
    expect(other.sessionId).not.toBe(first.sessionId);
    const unused = await database.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.userId, buyer.id), eq(paymentSessions.amountCents, 0)));
    expect(unused.map((row) => row.tier)).toEqual(["graze"]);
    expect(await getListingPerks({ db: database.db, userId: buyer.id })).toMatchObject({ freeListingsLeft: 3 });
  });

  it("does not count a renewal as a listing", async () => {
    const buyer = await newUser();
    await giveBuilderProfile(buyer.id);
    const started = await checkout(buyer, "graze");
    await submitListing(buyer, started.providerSessionId, "graze");
    const [listing] = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, buyer.id));
    const renewal = await startCheckout({
      db: database.db,
      payments,
      user: buyer,
      kind: "listing",
      tier: "graze",
      baseUrl: "http://localhost:3000",
      perks: { listingsBought: 1, freeListingsLeft: 0, discountPercent: 20 },
    });
    expect((await sessionOf(renewal.sessionId)).amountCents).toBe(2_320);
    await database.db
      .insert(listingRenewals)
      .values({ paymentSessionId: renewal.sessionId, listingId: listing?.id ?? "" });
    await database.db
      .update(paymentSessions)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(paymentSessions.id, renewal.sessionId));
    expect(await getListingPerks({ db: database.db, userId: buyer.id })).toMatchObject({ listingsBought: 1 });
  });

  it(`never holds more than one unused free listing, however many requests race${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const buyer = await newUser();
    await giveBuilderProfile(buyer.id);
    const tiers = ["graze", "roam", "stampede", "graze", "roam", "stampede"];
    const started = await Promise.all(tiers.map((tier) => checkout(buyer, tier)));
    expect(started.every((result) => result.providerSessionId.startsWith("free_"))).toBe(true);
    const free = await database.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.userId, buyer.id), eq(paymentSessions.amountCents, 0)));
    expect(free).toHaveLength(1);
  });
});
