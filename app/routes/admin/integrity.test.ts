// /admin/integrity through its route module (docs/product/integrity-checks.md, The queue): administrators only on the
// server, the flagged listings with their evidence and the other listings beside them, and each decision changing
// the flags, the hold and the listing with its audit entry.
import { describe, expect, it } from "vitest";
import { type IntegrityEvidence, listingIntegrityFlags, listingReports } from "#app/db/schema.ts";
import { createRandom } from "#app/demo/random.ts";
import { checkListingIntegrity } from "#app/modules/integrity/check-listing-integrity.server.ts";
import type { IntegrityQueuePage } from "#app/modules/integrity/list-integrity-queue.server.ts";
import {
  copyPhoto,
  photographCamper,
  randomCamperShot,
} from "#app/modules/integrity/testing/generated-photos.server.ts";
import { storePhoto } from "#app/modules/integrity/testing/store-photo.server.ts";
import { decideReportedListing } from "#app/modules/moderation/decide-reported-listing.server.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { latestAuditEntry, listingQueueRoute, listingVisibility, queuedStatuses } from "#app/test/moderation-queues.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { action, loader } from "./integrity.tsx";

const bed = routeTestBed({
  accounts: {
    admin: { email: "admin@example.com", role: "admin" },
    first: "first-seller@example.com",
    second: "second-seller@example.com",
  },
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let serials = 0;

/** A listing of the second seller with the VIN of an earlier listing of the first: one flag, or two with a wrong make. */
async function flaggedListing(title: string, { isHeld }: { isHeld: boolean }) {
  const vin = `1FDXE45S28DA${String(++serials).padStart(5, "0")}`;
  const decoded = { found: true as const, make: "Ford", model: "E-450", modelYear: 2008 };
  const earlier = await insertListingFixture(bed.db, {
    title: `Earlier ${title}`,
    vin,
    vinDecode: decoded,
    make: "Ford",
    year: 2008,
    userId: bed.accounts.first.id,
    createdAt: minutesAgo(100),
  });
  const listingId = await insertListingFixture(bed.db, {
    title,
    vin,
    vinDecode: decoded,
    make: isHeld ? "Mercedes-Benz" : "Ford",
    year: 2008,
    userId: bed.accounts.second.id,
  });
  await check(listingId);
  return { listingId, earlier };
}

const check = (listingId: string) =>
  checkListingIntegrity({
    db: bed.db,
    storage: bed.services.storage,
    listingId,
    baseUrl: testBaseUrl,
    pendingRequest: null,
  });

const { queue, decide } = listingQueueRoute(bed, "/admin/integrity", { loader, action });
const stateOf = (listingId: string) => listingVisibility(bed.db, listingId);
const latestAudit = () => latestAuditEntry(bed.db);

const entryOf = async (listingId: string) =>
  ((await queue()).body as { page: IntegrityQueuePage }).page.entries.find((entry) => entry.listingId === listingId);

const flagStatuses = (listingId: string) => queuedStatuses(bed.db, listingIntegrityFlags, listingId);

describe("/admin/integrity", () => {
  it("refuses visitors (401) and members who are not administrators (403), for the page and every decision", async () => {
    const { listingId } = await flaggedListing("Refused", { isHeld: true });
    expect((await queue("", null)).status).toBe(401);
    expect((await queue("", bed.accounts.second.cookie)).status).toBe(403);
    expect((await decide("clear", listingId, null)).status).toBe(401);
    const refused = await decide("clear", listingId, bed.accounts.second.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "Access denied. This page is for administrators only." });
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    expect(await flagStatuses(listingId)).toEqual(["open", "open"]);
  });

  it("shows each flagged listing with its flags, the evidence and the other listings as they are now", async () => {
    const { listingId, earlier } = await flaggedListing("Held van", { isHeld: true });
    const entry = await entryOf(listingId);
    expect(entry).toMatchObject({
      title: "Held van",
      state: "held",
      sellerEmail: "second-seller@example.com",
      otherListings: {
        [earlier]: { id: earlier, title: "Earlier Held van", sellerEmail: "first-seller@example.com", isPublic: true },
      },
    });
    expect(entry?.flags.map((flag) => [flag.kind, flag.status])).toEqual([
      ["vin_elsewhere", "open"],
      ["vin_mismatch", "open"],
    ]);
    expect(entry?.flags[1]?.evidence).toMatchObject({
      kind: "vin_mismatch",
      decoded: { make: "Ford", modelYear: 2008 },
      stated: { make: "Mercedes-Benz", year: 2008 },
      isOtherMake: true,
      isOtherYear: false,
    });
    const { listingId: visible } = await flaggedListing("One flag only", { isHeld: false });
    expect(await entryOf(visible)).toMatchObject({ state: "public", flags: [{ kind: "vin_elsewhere" }] });
    const page = ((await queue()).body as { page: IntegrityQueuePage }).page;
    expect(page.held).toBeGreaterThanOrEqual(1);
    expect(page.listings).toBeGreaterThan(page.held);
  });

  it("shows a copied photo beside the photo it copies", async () => {
    const rng = createRandom(7);
    const shot = await photographCamper(randomCamperShot(rng, "van"), 960);
    const earlier = await insertListingFixture(bed.db, {
      title: "Original photos",
      userId: bed.accounts.first.id,
      createdAt: minutesAgo(50),
    });
    const originalUrl = await storePhoto({
      db: bed.db,
      storage: bed.services.storage,
      ownerId: bed.accounts.first.id,
      attachedTo: `listing:${earlier}`,
      photo: shot,
      uploadedAt: minutesAgo(50),
    });
    const copier = await insertListingFixture(bed.db, { title: "Copied photos", userId: bed.accounts.second.id });
    const copyUrl = await storePhoto({
      db: bed.db,
      storage: bed.services.storage,
      ownerId: bed.accounts.second.id,
      attachedTo: `listing:${copier}`,
      photo: await copyPhoto(shot, { kind: "resize", width: 480 }),
    });
    await check(copier);
    const evidence = (await entryOf(copier))?.flags[0]?.evidence as IntegrityEvidence;
    expect(evidence).toMatchObject({
      kind: "photo_copy",
      copies: [
        {
          photoId: copyUrl.replace("/media/", ""),
          otherPhotoId: originalUrl.replace("/media/", ""),
          otherListingId: earlier,
        },
      ],
    });
  });

  it("clears: the flags cleared, the hold ended, the listing public again, audited", async () => {
    const { listingId } = await flaggedListing("Cleared van", { isHeld: true });
    const done = await decide("clear", listingId);
    expect(done).toMatchObject({
      status: 200,
      body: { ok: true, message: "Flags cleared: the listing is public again." },
    });
    expect(await stateOf(listingId)).toEqual({ isApproved: true, moderationState: null });
    expect(await flagStatuses(listingId)).toEqual(["cleared", "cleared"]);
    const audit = await latestAudit();
    expect(audit?.text).toBe("Cleared the integrity flags on listing “Cleared van”");
    expect(audit?.entry).toMatchObject({
      actorEmail: "admin@example.com",
      targetId: listingId,
      details: { flagsClosed: 2, checks: "vin_elsewhere, vin_mismatch", wasHeld: true },
    });
    expect(await entryOf(listingId)).toBeUndefined();
    // Checked again (an edit): what was cleared is not raised again.
    expect((await check(listingId))?.openKinds).toEqual([]);
    expect(await decide("clear", listingId)).toMatchObject({
      status: 409,
      body: { message: "This listing has no open flag and is not held any more." },
    });
  });

  it("hides: the flags closed as hidden, the listing hidden, audited", async () => {
    const { listingId } = await flaggedListing("Hidden van", { isHeld: true });
    expect(await decide("hide", listingId)).toMatchObject({ status: 200, body: { message: "Listing hidden." } });
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "hidden" });
    expect(await flagStatuses(listingId)).toEqual(["hidden", "hidden"]);
    expect((await latestAudit())?.text).toBe("Hid listing “Hidden van”");
    expect(await entryOf(listingId)).toBeUndefined();
    expect(await decide("hide", listingId)).toMatchObject({
      status: 409,
      body: { message: "This listing is already hidden." },
    });
  });

  it("a listing held by the checks and under review for reports waits for both queues", async () => {
    const { listingId } = await flaggedListing("Reported and held", { isHeld: true });
    const openReport = (key: string) =>
      bed.db.insert(listingReports).values({ listingId, reporterKey: key, reason: "scam", details: "" });
    await openReport("ip:first");
    const actor = { id: bed.accounts.admin.id, email: "admin@example.com" };
    await decideReportedListing({ db: bed.db, actor, listingId, decision: "dismiss" });
    // Dismissing its reports leaves a listing the checks hold under review.
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    await openReport("ip:second");
    expect(await decide("clear", listingId)).toMatchObject({
      status: 200,
      body: { message: "Flags cleared. The listing stays under review for its open reports." },
    });
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    await decideReportedListing({ db: bed.db, actor, listingId, decision: "dismiss" });
    expect(await stateOf(listingId)).toEqual({ isApproved: true, moderationState: null });
  });

  it("refuses a decision it does not know, and a bad page link", async () => {
    const { listingId } = await flaggedListing("Unknown decision", { isHeld: false });
    expect((await decide("delete", listingId)).status).toBe(400);
    expect((await queue("?after=nonsense")).status).toBe(400);
  });
});
