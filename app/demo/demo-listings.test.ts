import { describe, expect, it } from "vitest";
import {
  type CamperDetails,
  drivetrains,
  heaters,
  showers,
  toilets,
  transmissions,
} from "#app/db/listing-vocabulary.ts";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { offGridRatingTenths } from "#app/modules/camper-details/off-grid-rating.ts";
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

describe("what the demo listings say", () => {
  const rows = buildDemoListings(new Date("2026-03-01T00:10:00Z"));

  it("repeats no word in a title ('AWD AWD', '4x4 … 4x4')", () => {
    const repeated = rows
      .map((row) => row.title)
      .filter((title) => {
        const words = title
          .toLowerCase()
          .split(/[\s,:–]+/)
          .filter(Boolean);
        return new Set(words).size < words.length;
      });
    expect(repeated).toEqual([]);
  });

  it("states as details what each description says: a buyer filtering on them finds the listing", () => {
    const stated = (text: string, pattern: RegExp) => Number(text.match(pattern)?.[1]?.replace(",", "") ?? Number.NaN);
    for (const row of rows) {
      const description = row.description ?? "";
      const sleeps = stated(description, /Sleeps (\d+)/);
      if (!Number.isNaN(sleeps)) expect(row.sleeps, row.title).toBe(sleeps);
      const water = stated(description, /(\d+) gallons of fresh water/);
      if (!Number.isNaN(water)) expect(row.freshWaterGallons, row.title).toBe(water);
      const solar = stated(description, /([\d,]+) W of solar/);
      if (!Number.isNaN(solar)) expect(row.solarWatts, row.title).toBe(solar);
      if (description.includes("Four-wheel drive")) expect(row.drivetrain, row.title).not.toBeNull();
    }
  });

  it("belongs to a seller every time, the description placing the rig where the listing does", () => {
    for (const row of rows) {
      expect(row.userId, row.title).toBeTruthy();
      expect(row.description).toContain(`Located in ${row.location}.`);
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

describe("the demo's camper details (docs/product/camper-details.md)", () => {
  const now = new Date("2026-03-01T00:10:00Z");
  const rows = buildDemoListings(now).filter(isPublicAt(now));
  const some = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length;

  it("gives every filter of the search something to find on a fresh start", () => {
    const atLeast = (value: number | null | undefined, min: number) => value != null && value >= min;
    const counts: Record<string, number> = {
      "sleeps_min=4 and drivetrain=4x4": some((r) => atLeast(r.sleeps, 4) && r.drivetrain === "4x4"),
      "length_max=20": some((r) => r.lengthFeet != null && r.lengthFeet <= 20),
      "height_min=72": some((r) => atLeast(r.interiorHeightInches, 72)),
      "solar_min=400": some((r) => atLeast(r.solarWatts, 400)),
      "battery_min=300": some((r) => atLeast(r.batteryAmpHours, 300)),
      "water_min=30": some((r) => atLeast(r.freshWaterGallons, 30)),
      "offgrid_min=8": some((r) => atLeast(r.offGridRatingTenths, 80)),
      "offgrid_min=5": some((r) => atLeast(r.offGridRatingTenths, 50)),
    };
    const choices = {
      drivetrain: drivetrains,
      transmission: transmissions,
      fuel: ["gasoline", "diesel"],
      toilet: toilets,
      shower: showers,
      heater: heaters,
    } as const;
    for (const [key, values] of Object.entries(choices)) {
      for (const value of values) counts[`${key}=${value}`] = some((r) => r[key as keyof typeof choices] === value);
    }
    expect(Object.entries(counts).filter(([, found]) => found === 0)).toEqual([]);
  });

  it("has full, partial and empty details, and stores the rating the details give", () => {
    expect(some((r) => r.offGridRatingTenths === null)).toBeGreaterThan(3);
    expect(some((r) => r.sleeps === null)).toBeGreaterThan(0);
    expect(some((r) => r.sleeps !== null && r.offGridRatingTenths === null)).toBeGreaterThan(0);
    for (const row of buildDemoListings(now)) {
      const details = Object.fromEntries(
        Object.keys(noCamperDetails).map((key) => [key, row[key as keyof typeof row] ?? null]),
      ) as unknown as CamperDetails;
      expect(row.offGridRatingTenths ?? null).toBe(offGridRatingTenths(details));
    }
  });
});
