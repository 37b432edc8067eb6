import { describe, expect, it } from "vitest";
import { addMonths, demoLifecycle } from "./demo-lifecycle.ts";
import { buildDemoListings, demoListingCount } from "./demo-listings.ts";

const isPublicAt = (now: Date) => (row: ReturnType<typeof buildDemoListings>[number]) =>
  Boolean(row.isApproved && row.isActive && row.expiresAt > now);

describe("buildDemoListings", () => {
  it("tells the same story whenever it is seeded, with at least 60 public listings", () => {
    for (const now of [
      new Date("2026-01-31T23:30:00Z"),
      new Date("2026-03-01T00:10:00Z"),
      new Date("2027-07-15T12:00:00Z"),
    ]) {
      const rows = buildDemoListings(now);
      expect(rows).toHaveLength(demoListingCount);
      expect(rows.filter(isPublicAt(now)).length).toBeGreaterThanOrEqual(60);
      expect(rows.map((row) => row.title)).toEqual(buildDemoListings(new Date()).map((row) => row.title));
    }
  });
});

describe("demo tier lifecycle", () => {
  it("counts calendar months and clamps to the end of a shorter month", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-08-15T10:00:00Z"), 6).toISOString()).toBe("2027-02-15T10:00:00.000Z");
  });

  it("renews a kept listing until it runs past now, and features paid tiers for their days", () => {
    const createdAt = new Date("2026-01-10T00:00:00Z");
    const now = new Date("2026-03-20T00:00:00Z");
    expect(demoLifecycle({ tier: "graze", createdAt, now, keepRenewed: true })).toMatchObject({
      renewalCount: 2,
      expiresAt: new Date("2026-04-10T00:00:00Z"),
      isFeatured: false,
      featuredUntil: null,
    });
    expect(demoLifecycle({ tier: "stampede", createdAt, now, keepRenewed: false })).toMatchObject({
      renewalCount: 0,
      expiresAt: new Date("2026-07-10T00:00:00Z"),
      isFeatured: true,
      featuredUntil: new Date("2026-01-15T00:00:00Z"),
    });
  });
});
