import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { getListingPerks } from "#app/modules/billing/listing-perks.server.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { decodeListingCursor } from "#app/modules/search/listing-page.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { demoAccounts } from "./demo-accounts.server.ts";
import { buildDemoBuilders, demoBuilderAccountId } from "./demo-builders.ts";
import { seedDemoBuilders } from "./seed-demo-builders.server.ts";

const now = new Date("2026-05-01T12:00:00Z");

describe("buildDemoBuilders", () => {
  const data = buildDemoBuilders(now);

  it("makes more than two pages of public profiles, one of them the demo builder's, and one expired", () => {
    const isPublic = (row: (typeof data.builders)[number]) => row.expiresAt > now && row.isActive && row.isApproved;
    expect(data.builders.filter(isPublic).length).toBeGreaterThanOrEqual(20);
    expect(data.builders.filter((row) => !isPublic(row))).toHaveLength(1);
    expect(data.builders.filter((row) => row.userId === demoBuilderAccountId)).toHaveLength(1);
    expect(new Set(data.builders.map((row) => row.id)).size).toBe(data.builders.length);
    for (const row of data.builders) {
      expect(row.imageUrls?.length).toBeGreaterThan(0);
      expect(row.imageUrls?.length).toBeLessThanOrEqual(30);
      expect(row.imageUrls?.every((url) => /^\/media\/[0-9a-f-]{36}$/.test(url))).toBe(true);
    }
  });

  it("is the same every time", () => {
    expect(buildDemoBuilders(now)).toEqual(data);
  });

  it("gives the demo builder three listings made with the free sessions they used", () => {
    expect(data.listings).toHaveLength(3);
    expect(data.paymentSessions.map((session) => session.usedForId)).toEqual(data.listings.map((row) => row.id));
    expect(data.paymentSessions.every((session) => session.amountCents === 0 && session.usedAt)).toBe(true);
  });
});

describe("seedDemoBuilders", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(user)
      .values(demoAccounts.map((demo) => ({ ...demo, emailVerified: true, createdAt: now, updatedAt: now })));
    await database.db.transaction((tx) => seedDemoBuilders(tx, new Date()));
  });
  afterAll(() => database?.destroy());

  it("fills /builders for infinite scroll and leaves the demo builder 20% off, no free listing", async () => {
    let count = 0;
    let page = await listBuilders({ db: database.db });
    for (;;) {
      count += page.builders.length;
      const cursor = page.nextCursor ? decodeListingCursor(page.nextCursor) : null;
      if (!cursor) break;
      page = await listBuilders({ db: database.db, cursor });
    }
    expect(count).toBeGreaterThanOrEqual(20);
    expect(await getListingPerks({ db: database.db, userId: demoBuilderAccountId })).toEqual({
      listingsBought: 3,
      freeListingsLeft: 0,
      discountPercent: 20,
    });
  });
});
