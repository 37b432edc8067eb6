import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDocuments } from "#app/db/schema.ts";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { createLogger } from "#app/lib/logger.server.ts";
import { findListingSeller } from "#app/modules/conversations/find-listing-seller.server.ts";
import { judgePdf } from "#app/modules/documents/check-pdf.server.ts";
import { documentKey } from "#app/modules/documents/document-storage.ts";
import { createLocalMediaStorage } from "#app/modules/media/local-media-storage.server.ts";
import { parseMediaImageUrl } from "#app/modules/media/media-urls.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { demoAccounts, demoPassword, demoSellerId } from "./demo-accounts.server.ts";
import { seedDemoDataIfEmpty } from "./seed-demo-data.server.ts";

interface Row {
  vehicle_type: string;
  price_cents: number;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  tier: string;
  created_at: Date;
  expires_at: Date;
  featured_until: Date | null;
  is_featured: boolean;
  is_public: boolean;
  is_featured_now: boolean;
  make: string;
  year: number;
  vin: string | null;
  vin_decode: VinDecode | null;
}

describe("seedDemoDataIfEmpty", () => {
  let database: TestDatabase;
  let dataDir: string;
  let rows: Row[];
  /** The listings of the demo's catalogue (demo-listings.ts), without the sales its people and deals add. */
  let catalogued: number;
  const logger = createLogger("silent");

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "roamstead-demo-"));
    const storage = createLocalMediaStorage(path.join(dataDir, "uploads"));
    const result = await seedDemoDataIfEmpty({ db: database.db, storage, logger });
    expect(result).toMatchObject({ status: "seeded", photosReused: 0 });
    catalogued = result.status === "seeded" ? result.listings : 0;
    const selected = await database.db.execute(sql`
      select vehicle_type, make, year, vin, vin_decode, price_cents, latitude, longitude, images, tier, created_at, expires_at, featured_until, is_featured,
        (is_approved and is_active and expires_at > now()) as is_public,
        (is_featured and (featured_until is null or featured_until > now())) as is_featured_now
      from listings`);
    rows = (selected as unknown as { rows: Row[] }).rows;
  });

  afterAll(async () => {
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("creates confirmed demo accounts (seller, builder, admin, dealer) whose README password works, the seller owning listings", async () => {
    const users = await database.db.execute(sql`
      select u.email, u.role, u.email_verified, a.password,
        (select count(*)::int from listings l where l.user_id = u.id) as listings
      from "user" u join account a on a.user_id = u.id and a.provider_id = 'credential' order by u.email`);
    const byEmail = Object.fromEntries(
      (
        (users as unknown as { rows: unknown[] }).rows as {
          email: string;
          role: string;
          email_verified: boolean;
          password: string;
          listings: number;
        }[]
      ).map((row) => [row.email, row]),
    );
    expect(Object.keys(byEmail)).toEqual(expect.arrayContaining(demoAccounts.map((demo) => demo.email)));
    expect(byEmail["admin@roamstead.demo"]?.role).toBe("admin");
    expect(byEmail["seller@roamstead.demo"]?.role).toBe("user");
    expect(byEmail["seller@roamstead.demo"]?.listings).toBeGreaterThanOrEqual(10);
    expect(demoSellerId).toBe("demo-seller");
    for (const row of Object.values(byEmail)) expect(row.email_verified).toBe(true);
    // One hash serves every demo account: checking it for the README's accounts checks it for all.
    expect(new Set(Object.values(byEmail).map((row) => row.password)).size).toBe(1);
    for (const { email } of demoAccounts) {
      expect(await verifyPassword({ hash: byEmail[email]?.password ?? "", password: demoPassword })).toBe(true);
    }
  });

  it("lets a buyer write to the seller of every public listing, featured ones included (a failing test names the listing)", async () => {
    const listed = await database.db.execute(sql`
      select id from listings where is_approved and is_active and expires_at > now()`);
    const ids = (listed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    const unreachable: string[] = [];
    for (const id of ids) if ((await findListingSeller(database.db, id)).status !== "found") unreachable.push(id);
    expect(unreachable).toEqual([]);
  });

  it("sells through a private seller with a dozen rigs, a small Denver dealer, builders and one-rig private sellers", async () => {
    const owners = await database.db.execute(sql`
      select u.id, u.name, count(*)::int as listings, count(distinct l.location)::int as places, min(l.location) as place
      from listings l join "user" u on u.id = l.user_id group by u.id, u.name`);
    const byId = new Map(
      (
        owners as unknown as { rows: { id: string; name: string; listings: number; places: number; place: string }[] }
      ).rows.map((row) => [row.id, row]),
    );
    expect(byId.get("demo-seller")?.listings).toBeGreaterThanOrEqual(10);
    expect(byId.get("demo-dealer")).toMatchObject({ name: "Mile High Camper Co.", places: 1, place: "Denver, CO" });
    expect(byId.get("demo-dealer")?.listings).toBeGreaterThanOrEqual(5);
    expect(byId.get("demo-builder")?.listings).toBeGreaterThanOrEqual(3);
    const oneRigSellers = [...byId.values()].filter((row) => row.id.startsWith("demo-private-"));
    expect(oneRigSellers.length).toBeGreaterThanOrEqual(30);
    expect(oneRigSellers.every((row) => row.listings === 1 && /^\p{L}+ [A-Z]\.$/u.test(row.name))).toBe(true);
  });

  it("fills an empty marketplace with at least 60 public listings of all four types", () => {
    expect(rows.filter((row) => row.is_public).length).toBeGreaterThanOrEqual(60);
    for (const type of ["van", "skoolie", "rv", "overlander"]) {
      expect(rows.filter((row) => row.vehicle_type === type && row.is_public).length).toBeGreaterThanOrEqual(12);
    }
  });

  it("gives about half the listings a VIN, stored with what the decoder says of it (docs/product/vin-and-paperwork.md)", () => {
    const withVin = rows.filter((row) => row.vin !== null);
    expect(withVin.length).toBeGreaterThanOrEqual(rows.length / 3);
    expect(withVin.length).toBeLessThan(rows.length);
    for (const row of withVin) {
      expect(row.vin, `${row.year} ${row.make}`).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(row.vin_decode, `${row.vin}: decoded when seeded`).toMatchObject({ found: true, modelYear: row.year });
    }
  });

  it("prices everything between $8,000 and $250,000 and places it on the map", () => {
    for (const row of rows) {
      expect(row.price_cents).toBeGreaterThanOrEqual(800_000);
      expect(row.price_cents).toBeLessThanOrEqual(25_000_000);
      expect(row.latitude).not.toBeNull();
      expect(row.longitude).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.price_cents)).size).toBeGreaterThan(50);
  });

  it("gives every listing 2–4 demo media photos with 4:3 WebP variants on disk (card ≤ 40 KB, largest 1280 px)", async () => {
    const variantFile = (url: string, width: number) =>
      path.join(dataDir, "uploads", "media", parseMediaImageUrl(url) ?? "?", `${width}.webp`);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      expect(row.images.length).toBeLessThanOrEqual(4);
      for (const url of row.images) {
        expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
        for (const width of [480, 960, 1920]) expect(existsSync(variantFile(url, width)), url).toBe(true);
        expect(statSync(variantFile(url, 480)).size).toBeLessThan(40_000);
        expect(statSync(variantFile(url, 1920)).size).toBeLessThan(80_000);
      }
    }
    const largest = await sharp(variantFile(rows[0]?.images[0] ?? "", 1920)).metadata();
    expect(largest).toMatchObject({ format: "webp", width: 1280, height: 960 });
    const card = await sharp(variantFile(rows[0]?.images[0] ?? "", 480)).metadata();
    expect(card).toMatchObject({ format: "webp", width: 480, height: 360 });
    const media = await database.db.execute(sql`
      select count(*)::int as n, count(*) filter (where owner_id is null and attached_to = 'demo' and width = 1280)::int as demo
      from media`);
    const counts = (media as unknown as { rows: { n: number; demo: number }[] }).rows[0];
    expect(counts?.n).toBeGreaterThan(0);
    expect(counts?.demo).toBe(counts?.n);
  });

  it("features several listings, some by tier and some open-ended by an administrator", () => {
    const featured = rows.filter((row) => row.is_public && row.is_featured_now);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.some((row) => row.featured_until === null)).toBe(true);
    expect(featured.some((row) => row.featured_until !== null)).toBe(true);
  });

  it("dates listings like a living marketplace, consistent with the tier rules", () => {
    const created = rows.map((row) => new Date(row.created_at).getTime());
    expect((Math.max(...created) - Math.min(...created)) / 86_400_000).toBeGreaterThan(45);
    expect(rows.some((row) => !row.is_public)).toBe(true);
    const featureDays = { roam: 3, stampede: 5 } as Record<string, number>;
    for (const row of rows) {
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(new Date(row.created_at).getTime());
      if (row.featured_until !== null) {
        const days = (new Date(row.featured_until).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
        expect(days).toBeCloseTo(featureDays[row.tier] ?? Number.NaN);
      }
      // Graze buys no feature: a featured graze listing can only be an administrator's open-ended pick.
      if (row.tier === "graze" && row.is_featured) expect(row.featured_until).toBeNull();
    }
  });

  it("attaches a real PDF inspection report to about one listing in five, and their papers to a few builds", async () => {
    const documents = await database.db.select().from(listingDocuments);
    const reports = documents.filter((document) => document.kind === "inspection_report");
    expect(reports.length).toBeGreaterThanOrEqual(catalogued / 6);
    expect(reports.length).toBeLessThanOrEqual(catalogued / 4);
    expect(reports.every((report) => report.inspectorName && report.datedOn)).toBe(true);
    expect(documents.filter((document) => document.kind === "wiring_diagram").length).toBeGreaterThanOrEqual(2);
    for (const document of documents) {
      const bytes = readFileSync(path.join(dataDir, "uploads", documentKey(document.id)));
      expect(bytes.length).toBe(document.byteSize);
      expect(await judgePdf(bytes), document.fileName).toBeNull();
    }
    // All but one inspected within the year: their listings say 'Inspected'; the others carry no document at all.
    const inspected = await database.db.execute(sql`
      select count(*) filter (where last_inspected_on >= current_date - interval '12 months')::int as recent,
        count(*) filter (where last_inspected_on is not null)::int as inspected from listings`);
    expect((inspected as unknown as { rows: unknown[] }).rows[0]).toEqual({
      recent: reports.length - 1,
      inspected: reports.length,
    });
  });

  it("gives the demo seller a record of answered conversations and reviews (app/demo/seed-demo-people.server.test.ts)", async () => {
    const figures = await database.db.execute(
      sql`select first_messages, replied, review_count from account_trust_figures where user_id = ${demoSellerId}`,
    );
    const [seller] = (
      figures as unknown as { rows: { first_messages: number; replied: number; review_count: number }[] }
    ).rows;
    expect(seller?.first_messages).toBeGreaterThanOrEqual(10);
    expect(seller?.replied).toBe(seller?.first_messages);
    expect(seller?.review_count).toBeGreaterThan(0);
  });

  it("does nothing when the marketplace already has listings", async () => {
    const storage = createLocalMediaStorage(path.join(dataDir, "uploads"));
    const again = await seedDemoDataIfEmpty({ db: database.db, storage, logger });
    expect(again).toEqual({ status: "skipped", existingListings: rows.length });
    const counted = (await database.db.execute(sql`select count(*)::int as n from listings`)) as unknown as {
      rows: { n: number }[];
    };
    expect(counted.rows[0]?.n).toBe(rows.length);
  });
});
