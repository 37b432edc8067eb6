// Counting listing views (docs/product/seller-statistics.md, What counts as a view).
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, listingViewDays, listingViewVisitors } from "#app/db/schema.ts";
import { writeGenerationOf } from "#app/db/write-generation.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { dayMs, insertListingFixture, type listingFixture } from "#app/test/listing-fixture.ts";
import { createListingViewRecorder, type ListingViewRecorder } from "./listing-view-recorder.server.ts";
import { pruneListingViewVisitors } from "./prune-listing-view-visitors.server.ts";
import { recordListingView } from "./record-listing-view.server.ts";

const desktopBrowser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const phoneBrowser =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

let database: TestDatabase;
let sellerId: string;
let buyerId: string;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  [sellerId, buyerId] = await Promise.all([
    insertUser(database.db, "view-seller@example.com"),
    insertUser(database.db, "view-buyer@example.com"),
  ]);
});
afterAll(() => database?.destroy());

const insertListing = (overrides: Parameters<typeof listingFixture>[0] = {}) =>
  insertListingFixture(database.db, { userId: sellerId, ...overrides });

function newRecorder(): ListingViewRecorder {
  return createListingViewRecorder({ db: database.db, secret: "a-test-secret", logger: silent });
}

function pageRequest(headers: Record<string, string> = {}, method = "GET"): Request {
  return new Request("http://localhost:3000/listing/x", {
    method,
    headers: { "user-agent": desktopBrowser, [clientIpHeader]: "203.0.113.5", ...headers },
  });
}

async function viewsOf(listingId: string): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ day: listingViewDays.day, views: listingViewDays.views })
    .from(listingViewDays)
    .where(eq(listingViewDays.listingId, listingId));
  return Object.fromEntries(rows.map((row) => [row.day, row.views]));
}

const at = new Date("2030-05-03T12:00:00Z");

describe("recordListingView", () => {
  it("counts one view per visitor, listing and UTC day", async () => {
    const listingId = await insertListing();
    const recorder = newRecorder();
    const view = (headers: Record<string, string>, now: Date, viewerId: string | null = null) =>
      recordListingView({ recorder, request: pageRequest(headers), listingId, viewerId, now });
    view({}, at);
    view({}, new Date("2030-05-03T23:59:59Z"));
    view({}, new Date("2030-05-03T00:00:00Z"));
    view({}, at, buyerId);
    view({ "user-agent": phoneBrowser }, at);
    view({ [clientIpHeader]: "198.51.100.20" }, at);
    view({}, new Date("2030-05-04T00:00:00Z"));
    view({}, new Date("2030-05-02T23:59:59Z"));
    expect(recorder.pending).toBe(5);
    expect(await recorder.flush()).toBe(5);
    expect(await viewsOf(listingId)).toEqual({ "2030-05-02": 1, "2030-05-03": 3, "2030-05-04": 1 });

    // The same visitor again, in a later batch or from another process: not counted twice.
    view({}, at);
    const otherProcess = newRecorder();
    recordListingView({ recorder: otherProcess, request: pageRequest(), listingId, viewerId: null, now: at });
    expect(await recorder.flush()).toBe(0);
    expect(await otherProcess.flush()).toBe(0);
    expect(await viewsOf(listingId)).toEqual({ "2030-05-02": 1, "2030-05-03": 3, "2030-05-04": 1 });
  });

  it("keeps only a keyed hash of the visitor, never the address", async () => {
    const listingId = await insertListing();
    const recorder = newRecorder();
    recordListingView({ recorder, request: pageRequest(), listingId, viewerId: null, now: at });
    await recorder.flush();
    const rows = await database.db
      .select()
      .from(listingViewVisitors)
      .where(eq(listingViewVisitors.listingId, listingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitor).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.5");
  });

  it("leaves out robots, programs, prefetches and requests that are not GET", async () => {
    const listingId = await insertListing();
    const recorder = newRecorder();
    const robots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "WhatsApp/2.23.20.0",
      "Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5",
      "curl/8.5.0",
      "Wget/1.21.4",
      "python-requests/2.31.0",
      "Go-http-client/1.1",
      "node-fetch/1.0",
      "Apache-HttpClient/4.5.14 (Java/17.0.8)",
      "",
    ];
    for (const userAgent of robots) {
      recordListingView({
        recorder,
        request: pageRequest({ "user-agent": userAgent }),
        listingId,
        viewerId: null,
        now: at,
      });
    }
    for (const headers of [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
    ] as Record<string, string>[]) {
      recordListingView({ recorder, request: pageRequest(headers), listingId, viewerId: null, now: at });
    }
    recordListingView({ recorder, request: pageRequest({}, "HEAD"), listingId, viewerId: null, now: at });
    expect(recorder.pending).toBe(0);
    recordListingView({
      recorder,
      request: pageRequest({ "user-agent": phoneBrowser }),
      listingId,
      viewerId: null,
      now: at,
    });
    expect(recorder.pending).toBe(1);
  });

  it("leaves out the owner's own views and listings visitors cannot see; counts a sold page for 14 days", async () => {
    const now = new Date();
    const [hiddenId, expiredId, soldId, longSoldId, goneId, publicId] = await Promise.all([
      insertListing({ isApproved: false, moderationState: "hidden" }),
      insertListing({ expiresAt: new Date(now.getTime() - dayMs) }),
      insertListing({ isActive: false, soldAt: new Date(now.getTime() - 13 * dayMs) }),
      insertListing({ isActive: false, soldAt: new Date(now.getTime() - 15 * dayMs) }),
      insertListing(),
      insertListing(),
    ]);
    await database.db.delete(listings).where(eq(listings.id, goneId as string));
    const recorder = newRecorder();
    for (const listingId of [hiddenId, expiredId, soldId, longSoldId, goneId, publicId] as string[]) {
      recordListingView({ recorder, request: pageRequest(), listingId, viewerId: null, now });
    }
    recordListingView({
      recorder,
      request: pageRequest({ "user-agent": phoneBrowser }),
      listingId: publicId as string,
      viewerId: sellerId,
      now,
    });
    expect(await recorder.flush()).toBe(2);
    const day = now.toISOString().slice(0, 10);
    expect(await viewsOf(publicId as string)).toEqual({ [day]: 1 });
    expect(await viewsOf(soldId as string)).toEqual({ [day]: 1 });
    expect(await viewsOf(hiddenId as string)).toEqual({});
    expect(await viewsOf(longSoldId as string)).toEqual({});
  });
});

describe("the recorder's batches", () => {
  it("writes a batch in one statement, and a failed write is logged, not thrown", async () => {
    const listingIds = await Promise.all([insertListing(), insertListing(), insertListing()]);
    const recorder = newRecorder();
    for (const [index, listingId] of listingIds.entries()) {
      for (let visitor = 0; visitor <= index; visitor += 1) {
        recordListingView({
          recorder,
          request: pageRequest({ [clientIpHeader]: `192.0.2.${visitor + 1}` }),
          listingId,
          viewerId: null,
          now: at,
        });
      }
    }
    const before = writeGenerationOf(database.db);
    expect(await recorder.flush()).toBe(6);
    if (!isPostgresRun) expect(writeGenerationOf(database.db)).toBe((before as number) + 1);
    expect(await Promise.all(listingIds.map(viewsOf))).toEqual([
      { "2030-05-03": 1 },
      { "2030-05-03": 2 },
      { "2030-05-03": 3 },
    ]);

    const errors: unknown[] = [];
    const failing = createListingViewRecorder({
      db: { execute: () => Promise.reject(new Error("database lost")) } as unknown as typeof database.db,
      secret: "a-test-secret",
      logger: { child: () => ({ error: (entry: unknown) => errors.push(entry), debug() {} }) } as never,
    });
    recordListingView({
      recorder: failing,
      request: pageRequest(),
      listingId: listingIds[0] as string,
      viewerId: null,
      now: at,
    });
    expect(await failing.flush()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(failing.pending).toBe(0);
  });

  it("starts a write once a batch is full, drops views beyond ten batches, and writes the rest when stopped", async () => {
    const listingId = await insertListing();
    const recorder = createListingViewRecorder({ db: database.db, secret: "s", logger: silent, batchSize: 1 });
    const view = (address: string) =>
      recordListingView({
        recorder,
        request: pageRequest({ [clientIpHeader]: address }),
        listingId,
        viewerId: null,
        now: at,
      });
    for (let n = 1; n <= 12; n += 1) view(`192.0.2.${n}`);
    expect(recorder.pending).toBe(10);
    await recorder.stop();
    view("192.0.2.99");
    expect(recorder.pending).toBe(0);
    // The first view started a write (which takes what waits when it runs); the eleventh and twelfth were dropped.
    expect(await viewsOf(listingId)).toEqual({ "2030-05-03": 10 });
  });

  it("writes on its interval", async () => {
    const listingId = await insertListing();
    const recorder = createListingViewRecorder({ db: database.db, secret: "s", logger: silent, flushIntervalMs: 20 });
    recordListingView({ recorder, request: pageRequest(), listingId, viewerId: null, now: at });
    await expect.poll(() => viewsOf(listingId)).toEqual({ "2030-05-03": 1 });
    await recorder.stop();
  });
});

describe("pruneListingViewVisitors", () => {
  it("keeps today's and yesterday's visitors (UTC) and removes older ones", async () => {
    const listingId = await insertListing();
    await database.db
      .insert(listingViewVisitors)
      .values(["2030-06-08", "2030-06-09", "2030-06-10"].map((day) => ({ listingId, day, visitor: `v-${day}` })));
    const removed = await pruneListingViewVisitors(database.db, new Date("2030-06-10T00:30:00Z"));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ day: listingViewVisitors.day })
      .from(listingViewVisitors)
      .where(eq(listingViewVisitors.listingId, listingId))
      .orderBy(sql`day`);
    expect(left.map((row) => row.day)).toEqual(["2030-06-09", "2030-06-10"]);
  });
});
