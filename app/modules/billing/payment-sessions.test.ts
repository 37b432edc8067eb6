// fulfilPayment and consumePaymentSession on their own: the transitions, and the races that only a
// PostgreSQL server can show (run with DATABASE_URL; PGlite serialises every transaction).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listings, type NewListing, type PaymentSession, paymentSessions } from "#app/db/schema.ts";
import { type AppError, isAppError } from "#app/lib/app-error.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { english } from "#app/test/translator.tsx";
import { consumePaymentSession } from "./consume-payment-session.server.ts";
import { findUsablePaymentSession } from "./find-usable-payment-session.server.ts";
import { fulfilPayment } from "./fulfil-payment.server.ts";
import { insertBillingUsers } from "./testing/billing-users.ts";

const database = testDatabaseBed();
let counter = 0;

beforeAll(async () => {
  await insertBillingUsers(database.db);
});

type StoredSession = PaymentSession & { providerSessionId: string };

async function session(overrides: Partial<typeof paymentSessions.$inferInsert> = {}): Promise<StoredSession> {
  counter++;
  const [row] = await database.db
    .insert(paymentSessions)
    .values({
      provider: "stripe",
      providerSessionId: `cs_test_sessions_${counter}`,
      userId: "seller",
      kind: "listing",
      tier: "roam",
      amountCents: 8_900,
      ...overrides,
    })
    .returning();
  if (!row?.providerSessionId) throw new Error("no row");
  return { ...row, providerSessionId: row.providerSessionId };
}

async function reload(id: string): Promise<PaymentSession> {
  const [row] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!row) throw new Error("gone");
  return row;
}

const paid = (amountCents = 8_900) => ({ status: "paid" as const, amountCents });

describe("fulfilPayment", () => {
  it("moves open to paid once, with paid_at", async () => {
    const row = await session();
    const first = await fulfilPayment({
      db: database.db,
      providerSessionId: row.providerSessionId,
      confirmed: paid(),
    });
    expect(first).toEqual({ status: "paid", changed: true, isAmountMismatch: false });
    const again = await fulfilPayment({
      db: database.db,
      providerSessionId: row.providerSessionId,
      confirmed: paid(),
    });
    expect(again).toEqual({ status: "paid", changed: false, isAmountMismatch: false });
    expect((await reload(row.id)).paidAt).toBeInstanceOf(Date);
  });

  it("leaves open sessions open when the provider says open, and marks expired only open ones", async () => {
    const row = await session();
    const providerSessionId = row.providerSessionId;
    const open = { status: "open" as const, amountCents: 8_900 };
    const expired = { status: "expired" as const, amountCents: 8_900 };
    expect(await fulfilPayment({ db: database.db, providerSessionId, confirmed: open })).toMatchObject({
      status: "open",
      changed: false,
    });
    expect(await fulfilPayment({ db: database.db, providerSessionId, confirmed: expired })).toMatchObject({
      status: "expired",
      changed: true,
    });
    expect(await fulfilPayment({ db: database.db, providerSessionId, confirmed: expired })).toMatchObject({
      status: "expired",
      changed: false,
    });

    const paidRow = await session({ status: "paid", paidAt: new Date() });
    expect(
      await fulfilPayment({ db: database.db, providerSessionId: paidRow.providerSessionId, confirmed: expired }),
    ).toMatchObject({ status: "paid", changed: false });
  });

  it("trusts the provider over a stale expired row, but never revives a canceled one", async () => {
    const expiredRow = await session({ status: "expired" });
    expect(
      await fulfilPayment({ db: database.db, providerSessionId: expiredRow.providerSessionId, confirmed: paid() }),
    ).toMatchObject({ status: "paid", changed: true });
    const canceledRow = await session({ status: "canceled" });
    expect(
      await fulfilPayment({ db: database.db, providerSessionId: canceledRow.providerSessionId, confirmed: paid() }),
    ).toMatchObject({ status: "canceled", changed: false });
  });

  it("does not fulfil a different amount, and says so", async () => {
    const row = await session();
    expect(
      await fulfilPayment({ db: database.db, providerSessionId: row.providerSessionId, confirmed: paid(100) }),
    ).toEqual({ status: "open", changed: false, isAmountMismatch: true });
    expect((await reload(row.id)).status).toBe("open");
  });

  it("answers unknown for a provider id it has never seen", async () => {
    expect(await fulfilPayment({ db: database.db, providerSessionId: "cs_nope", confirmed: paid() })).toEqual({
      status: "unknown",
      changed: false,
      isAmountMismatch: false,
    });
  });

  it(`lets exactly one of 10 simultaneous confirmations change the session${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const row = await session();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        fulfilPayment({ db: database.db, providerSessionId: row.providerSessionId, confirmed: paid() }),
      ),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(results.every((result) => result.status === "paid")).toBe(true);
  });

  it("refuses impossible rows in the database itself", async () => {
    await expect(session({ kind: "builder", tier: "roam" })).rejects.toThrow();
    await expect(session({ kind: "listing", tier: "roamstead" })).rejects.toThrow();
    await expect(session({ status: "paid" })).rejects.toThrow(); // paid without paid_at
    await expect(session({ usedAt: new Date() })).rejects.toThrow(); // used while open
    await expect(session({ amountCents: -1 })).rejects.toThrow();
    await expect(session({ providerSessionId: "cs_test_sessions_1" })).rejects.toThrow();
  });
});

/** A paid session ready to be used, and a listing insert as the listing form will do it. */
async function paidSession(overrides: Partial<typeof paymentSessions.$inferInsert> = {}) {
  return session({ status: "paid", paidAt: new Date(), ...overrides });
}

async function createListingWith(sessionId: string, userId = "seller", hold = false): Promise<string> {
  return database.db.transaction(async (tx) => {
    const values: NewListing = listingFixture({ userId, tier: "roam" });
    const [listing] = await tx.insert(listings).values(values).returning({ id: listings.id });
    if (!listing) throw new Error("no listing");
    await consumePaymentSession({ tx, sessionId, userId, kind: "listing", usedForId: listing.id });
    // Keeps the row lock a moment, so that competing transactions really wait on it.
    if (hold && isPostgresRun) await tx.execute(sql`select pg_sleep(0.05)`);
    return listing.id;
  });
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("consumePaymentSession", () => {
  it("marks a paid session used by one listing; the second use gets 'This session has already been used.'", async () => {
    const row = await paidSession();
    const listingId = await createListingWith(row.id);
    expect(await reload(row.id)).toMatchObject({ usedForId: listingId });
    expect((await reload(row.id)).usedAt).toBeInstanceOf(Date);

    const second = await thrown(createListingWith(row.id));
    expect(english(second.message)).toBe("This session has already been used.");
    expect(second.code).toBe("conflict");
    expect(second.status).toBe(409);
    // The failed submission's listing was rolled back with it.
    expect(await database.db.select().from(listings).where(eq(listings.userId, "seller"))).toHaveLength(1);
  });

  it("refuses an unpaid session (whatever the browser says) and rolls the listing back", async () => {
    for (const status of ["open", "expired", "canceled"] as const) {
      const row = await session({ status });
      const error = await thrown(createListingWith(row.id));
      expect(error.code).toBe("payment-required");
      expect(error.status).toBe(402);
      expect(english(error.message)).toBe("Could not verify your payment.");
      expect((await reload(row.id)).usedAt).toBeNull();
    }
    const open = await session();
    await expect(
      findUsablePaymentSession({ db: database.db, sessionId: open.id, userId: "seller", kind: "listing" }),
    ).rejects.toMatchObject({ code: "payment-required" });
  });

  it("refuses another user's session, the other kind, and ids that are not ours as not found", async () => {
    const row = await paidSession();
    expect((await thrown(createListingWith(row.id, "other"))).code).toBe("not-found");
    const builder = await paidSession({ kind: "builder", tier: "roamstead" });
    expect((await thrown(createListingWith(builder.id))).code).toBe("not-found");
    expect((await thrown(createListingWith("not-a-uuid"))).code).toBe("not-found");
    expect((await thrown(createListingWith("00000000-0000-4000-8000-000000000000"))).code).toBe("not-found");
    expect((await reload(row.id)).usedAt).toBeNull();
  });

  it("findUsablePaymentSession shows a paid, unused session to its owner only", async () => {
    const row = await paidSession({ kind: "builder", tier: "roamstead", amountCents: 150_000 });
    expect(
      await findUsablePaymentSession({ db: database.db, sessionId: row.id, userId: "seller", kind: "builder" }),
    ).toMatchObject({ id: row.id, productName: "Roamstead Builder", amountCents: 150_000, isUsed: false });
    await expect(
      findUsablePaymentSession({ db: database.db, sessionId: row.id, userId: "other", kind: "builder" }),
    ).rejects.toMatchObject({ code: "not-found" });
  });

  it(`lets exactly one of 5 simultaneous submissions use a session${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const row = await paidSession();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => createListingWith(row.id, "seller", true)),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((outcome) => english((outcome.reason as Error).message))).toEqual(
      Array(4).fill("This session has already been used."),
    );
    const winner = (won[0] as PromiseFulfilledResult<string>).value;
    expect((await reload(row.id)).usedForId).toBe(winner);
    const made = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.id, winner));
    expect(made).toHaveLength(1);
  });
});
