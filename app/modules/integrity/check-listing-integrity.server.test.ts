// The integrity checks of a listing (docs/product/integrity-checks.md): each check on its own, one flag leaving the
// listing public and two holding it with the seller's mail, a new run replacing what no longer holds, what an
// administrator cleared never raised again, and the requests a save leaves run after it, failures kept for later.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingIntegrity, listingIntegrityFlags, listings, type NewListing, outbox, user } from "#app/db/schema.ts";
import { createRandom } from "#app/demo/random.ts";
import { followListingChange } from "#app/modules/listings/after-listing-change.server.ts";
import { listOwnListings } from "#app/modules/listings/list-own-listings.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { listingVisibility } from "#app/test/moderation-queues.ts";
import { createTestServices, testBaseUrl } from "#app/test/services.ts";
import { checkListingIntegrity } from "./check-listing-integrity.server.ts";
import { runPendingIntegrityChecks } from "./run-pending-integrity-checks.server.ts";
import { copyPhoto, photographCamper, randomCamperShot } from "./testing/generated-photos.server.ts";
import { storePhoto } from "./testing/store-photo.server.ts";

let database: TestDatabase;
let storage: MediaStorage;
const rng = createRandom(0x35);
let original: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createTestServices(database).storage;
  original = await photographCamper(randomCamperShot(rng, "van"), 1280);
});
afterAll(() => database.destroy());

let sellers = 0;
async function seller(locale: "en-US" | "fr-CA" = "en-US"): Promise<string> {
  const id = `seller-${++sellers}`;
  await database.db
    .insert(user)
    .values({ id, name: "Seller", email: `${id}@example.com`, emailVerified: true, locale });
  return id;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function listingOf(userId: string, overrides: Partial<NewListing> = {}, photos: Buffer[] = []) {
  const id = await insertListingFixture(database.db, { userId, createdAt: minutesAgo(60), ...overrides });
  const urls: string[] = [];
  for (const [index, photo] of photos.entries()) {
    urls.push(
      await storePhoto({
        db: database.db,
        storage,
        ownerId: userId,
        attachedTo: `listing:${id}`,
        photo,
        uploadedAt: new Date(((overrides.createdAt as Date | undefined) ?? minutesAgo(60)).getTime() + index),
      }),
    );
  }
  if (urls.length > 0) await database.db.update(listings).set({ images: urls }).where(eq(listings.id, id));
  return id;
}

const check = (listingId: string) =>
  checkListingIntegrity({ db: database.db, storage, listingId, baseUrl: testBaseUrl, pendingRequest: null });

async function flagsOf(listingId: string) {
  return database.db
    .select({
      kind: listingIntegrityFlags.kind,
      status: listingIntegrityFlags.status,
      evidence: listingIntegrityFlags.evidence,
    })
    .from(listingIntegrityFlags)
    .where(eq(listingIntegrityFlags.listingId, listingId))
    .orderBy(listingIntegrityFlags.createdAt);
}

const visibilityOf = (listingId: string) => listingVisibility(database.db, listingId);

const vin = (serial: string) => `1FDXE45S${serial}`;
const decodedFord = { found: true as const, make: "Ford", model: "E-450", modelYear: 2008 };

describe("a photo that appears in another seller's listing", () => {
  it("is flagged on the later listing with both photos as evidence, not on the earlier one", async () => {
    const first = await listingOf(await seller(), { createdAt: minutesAgo(120) }, [original]);
    const copied = await listingOf(await seller(), { createdAt: minutesAgo(10) }, [
      await copyPhoto(original, { kind: "resize", width: 700 }),
    ]);
    const result = await check(copied);
    expect(result?.openKinds).toEqual(["photo_copy"]);
    const [flag] = await flagsOf(copied);
    expect(flag?.evidence).toMatchObject({ kind: "photo_copy", copies: [{ otherListingId: first }] });
    expect((await check(first))?.openKinds).toEqual([]);
  });

  it("is no flag for the shared demo photos, nor for the seller's own other listing", async () => {
    const demo = await storePhoto({
      db: database.db,
      storage,
      ownerId: null,
      attachedTo: "demo",
      photo: original,
      isUnhashed: true,
      uploadedAt: minutesAgo(500),
    });
    const someone = await seller();
    const withDemoPhoto = await listingOf(someone, { images: [demo] });
    expect((await check(withDemoPhoto))?.openKinds).toEqual([]);
    const owner = await seller();
    const shot = await photographCamper(randomCamperShot(rng, "bus"), 1000);
    await listingOf(owner, { createdAt: minutesAgo(90) }, [shot]);
    const relisted = await listingOf(owner, { createdAt: minutesAgo(5) }, [
      await copyPhoto(shot, { kind: "resize", width: 500 }),
    ]);
    expect((await check(relisted))?.openKinds).toEqual([]);
  });

  it("is found for a photo uploaded before hashes existed, which gets its hash then", async () => {
    const shot = await photographCamper(randomCamperShot(rng, "motorhome"), 1000);
    const first = await listingOf(await seller(), { createdAt: minutesAgo(100) });
    await storePhoto({
      db: database.db,
      storage,
      ownerId: null,
      attachedTo: `listing:${first}`,
      photo: shot,
      isUnhashed: true,
      uploadedAt: minutesAgo(100),
    });
    expect((await check(first))?.openKinds).toEqual([]);
    const later = await listingOf(await seller(), { createdAt: minutesAgo(3) }, [
      await copyPhoto(shot, { kind: "crop", left: 0.06, right: 0, top: 0.04, bottom: 0 }),
    ]);
    expect((await check(later))?.openKinds).toEqual(["photo_copy"]);
  });
});

describe("the VIN", () => {
  it("on another seller's active listing is flagged on the later one; an inactive one does not count", async () => {
    const earlier = await listingOf(await seller(), { vin: vin("28DA10001"), createdAt: minutesAgo(300) });
    const later = await listingOf(await seller(), { vin: vin("28DA10001"), createdAt: minutesAgo(20) });
    expect((await check(later))?.openKinds).toEqual(["vin_elsewhere"]);
    expect((await flagsOf(later))[0]?.evidence).toEqual({
      kind: "vin_elsewhere",
      vin: vin("28DA10001"),
      otherListingIds: [earlier],
    });
    expect((await check(earlier))?.openKinds).toEqual([]);
    const ended = await listingOf(await seller(), {
      vin: vin("28DA10002"),
      isActive: false,
      createdAt: minutesAgo(300),
    });
    expect(ended).toBeTruthy();
    const relisted = await listingOf(await seller(), { vin: vin("28DA10002") });
    expect((await check(relisted))?.openKinds).toEqual([]);
  });

  it("that decodes to another make or a model year more than one year away is flagged", async () => {
    const otherYear = await listingOf(await seller(), {
      vin: vin("28DA10003"),
      vinDecode: decodedFord,
      make: "Ford",
      year: 2011,
    });
    expect((await check(otherYear))?.openKinds).toEqual(["vin_mismatch"]);
    const nextYear = await listingOf(await seller(), {
      vin: vin("28DA10004"),
      vinDecode: decodedFord,
      make: "Ford",
      year: 2009,
    });
    expect((await check(nextYear))?.openKinds).toEqual([]);
  });
});

describe("a price below the lower fence of its comparables", () => {
  it("is flagged with the fence and quartiles; a price within them is not", async () => {
    const make = "Fencetest";
    for (const price of [58_000, 60_000, 61_000, 62_000, 63_000, 65_000]) {
      await insertListingFixture(database.db, { make, priceCents: price * 100, userId: await seller() });
    }
    const bait = await listingOf(await seller(), { make, priceCents: 9_000_00 });
    expect((await check(bait))?.openKinds).toEqual(["price_below_fence"]);
    const [flag] = await flagsOf(bait);
    expect(flag?.evidence).toMatchObject({ kind: "price_below_fence", priceCents: 9_000_00, comparables: 6 });
    const evidence = flag?.evidence;
    if (evidence?.kind !== "price_below_fence") throw new Error("no price flag");
    expect(evidence.fenceCents).toBeGreaterThan(9_000_00);
    expect(evidence.fenceCents).toBeLessThan(evidence.lowerQuartileCents);
    const fair = await listingOf(await seller(), { make, priceCents: 55_000_00 });
    expect((await check(fair))?.openKinds).toEqual([]);
  });
});

describe("holding a listing", () => {
  async function copiedPhotoAndVin(locale: "en-US" | "fr-CA" = "en-US") {
    const shot = await photographCamper(randomCamperShot(rng, "van"), 1000);
    const serial = `28DA2${String(++sellers).padStart(4, "0")}`;
    await listingOf(await seller(), { vin: vin(serial), createdAt: minutesAgo(200) }, [shot]);
    const sellerId = await seller(locale);
    const copied = await listingOf(sellerId, { vin: vin(serial), title: "Suspiciously cheap van" }, [
      await copyPhoto(shot, { kind: "resize", width: 640 }),
    ]);
    return { copied, sellerId, shot };
  }

  it("one flag puts the listing in the queue and leaves it public", async () => {
    const earlier = await listingOf(await seller(), { vin: vin("28DA10005"), createdAt: minutesAgo(300) });
    expect(earlier).toBeTruthy();
    const flagged = await listingOf(await seller(), { vin: vin("28DA10005") });
    expect(await check(flagged)).toMatchObject({ openKinds: ["vin_elsewhere"], isHeld: false, hasMailedSeller: false });
    expect(await visibilityOf(flagged)).toEqual({ isApproved: true, moderationState: null });
  });

  it("two flags hold it from search and tell the seller why, in their language", async () => {
    const { copied, sellerId } = await copiedPhotoAndVin("fr-CA");
    expect(await check(copied)).toMatchObject({
      openKinds: ["photo_copy", "vin_elsewhere"],
      isHeld: true,
      hasMailedSeller: true,
    });
    expect(await visibilityOf(copied)).toEqual({ isApproved: false, moderationState: "under_review" });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `${sellerId}@example.com`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Votre annonce « Suspiciously cheap van » est en attente de vérification");
    expect(mails[0]?.text).toContain("Une photo de votre annonce figure aussi dans l’annonce d’un autre vendeur.");
    expect(mails[0]?.text).toContain("Le NIV de votre annonce figure aussi sur l’annonce d’un autre vendeur.");
    // A second run finds the same: no second mail.
    expect(await check(copied)).toMatchObject({ isHeld: true, hasMailedSeller: false });
    // The seller's listings say it too.
    const own = await listOwnListings({ db: database.db, userId: sellerId });
    expect(own.find((listing) => listing.id === copied)).toMatchObject({
      moderationState: "under_review",
      isHeldByChecks: true,
    });
  });

  it("a run after an edit withdraws what no longer holds, and the hold stays until an administrator decides", async () => {
    const { copied } = await copiedPhotoAndVin();
    await check(copied);
    await database.db.update(listings).set({ vin: null }).where(eq(listings.id, copied));
    expect(await check(copied)).toMatchObject({ openKinds: ["photo_copy"], isHeld: true });
    expect((await flagsOf(copied)).map((flag) => [flag.kind, flag.status])).toEqual([
      ["photo_copy", "open"],
      ["vin_elsewhere", "withdrawn"],
    ]);
    expect(await visibilityOf(copied)).toEqual({ isApproved: false, moderationState: "under_review" });
  });

  it("what an administrator cleared is not raised again", async () => {
    const { copied } = await copiedPhotoAndVin();
    await check(copied);
    await database.db
      .update(listingIntegrityFlags)
      .set({ status: "cleared" })
      .where(and(eq(listingIntegrityFlags.listingId, copied), eq(listingIntegrityFlags.kind, "photo_copy")));
    expect((await check(copied))?.openKinds).toEqual(["vin_elsewhere"]);
  });

  it("a listing an administrator hid is not checked", async () => {
    const { copied } = await copiedPhotoAndVin();
    await database.db
      .update(listings)
      .set({ isApproved: false, moderationState: "hidden" })
      .where(eq(listings.id, copied));
    expect(await check(copied)).toMatchObject({ openKinds: [], isHeld: false });
    expect(await flagsOf(copied)).toEqual([]);
  });
});

describe("after a save", () => {
  it("publishing asks for the checks in the save's transaction, and the next run does them", async () => {
    const earlier = await listingOf(await seller(), { vin: vin("28DA10006"), createdAt: minutesAgo(300) });
    expect(earlier).toBeTruthy();
    const published = await listingOf(await seller(), { vin: vin("28DA10006") });
    await database.db.transaction((tx) => followListingChange(tx, { kind: "created", listingId: published }));
    const run = await runPendingIntegrityChecks({
      db: database.db,
      storage,
      baseUrl: testBaseUrl,
      logger: pino({ level: "silent" }),
    });
    expect(run.checked).toBeGreaterThanOrEqual(1);
    expect((await flagsOf(published)).map((flag) => flag.kind)).toEqual(["vin_elsewhere"]);
    const [state] = await database.db
      .select({ pendingSince: listingIntegrity.pendingSince, checkedAt: listingIntegrity.checkedAt })
      .from(listingIntegrity)
      .where(eq(listingIntegrity.listingId, published));
    expect(state?.pendingSince).toBeNull();
    expect(state?.checkedAt).not.toBeNull();
  });

  it("a failing check is logged and kept for a later run; the save stands", async () => {
    const published = await listingOf(await seller(), {}, [original]);
    await database.db.transaction((tx) => followListingChange(tx, { kind: "created", listingId: published }));
    const logged: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const broken: MediaStorage = { ...storage, read: async () => Promise.reject(new Error("storage is down")) };
    const run = await runPendingIntegrityChecks({ db: database.db, storage: broken, baseUrl: testBaseUrl, logger });
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: "integrity checks failed; will try again", listingId: published }),
    );
    const [state] = await database.db
      .select({ pendingSince: listingIntegrity.pendingSince, retryAt: listingIntegrity.retryAt })
      .from(listingIntegrity)
      .where(eq(listingIntegrity.listingId, published));
    expect(state?.pendingSince).not.toBeNull();
    expect(state?.retryAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await visibilityOf(published)).toEqual({ isApproved: true, moderationState: null });
  });
});
