// /admin/reports through its route module (docs/product/reports-and-moderation.md, The report queue and
// Decisions): administrators only on the server, the queue grouped by listing newest first, and each decision
// changing the listing and its reports with its audit entry.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingReports, listings, user } from "#app/db/schema.ts";
import type { ReportQueuePage } from "#app/modules/moderation/list-report-queue.server.ts";
import { reportListing } from "#app/modules/moderation/report-listing.server.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { latestAuditEntry, listingQueueRoute, listingVisibility, queuedStatuses } from "#app/test/moderation-queues.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { action, loader } from "./reports.tsx";

const bed = routeTestBed({
  accounts: { admin: { email: "admin@example.com", role: "admin" }, seller: "seller@example.com" },
});

const newListing = (title: string) => insertListingFixture(bed.db, { title, userId: bed.accounts.seller.id });

let members = 0;
/** Reports from signed-in members (of two months' standing, so three hide a listing) and visitors without one. */
async function report(listingId: string, { accounts = 0, visitors = 0 }: { accounts?: number; visitors?: number }) {
  for (let n = 0; n < accounts; n++) {
    const id = `member-${++members}`;
    const createdAt = new Date(Date.now() - 60 * dayMs);
    await bed.db
      .insert(user)
      .values({ id, name: "Member", email: `${id}@example.com`, emailVerified: true, createdAt });
    await reportListing({
      db: bed.db,
      listingId,
      reporter: { userId: id, key: `user:${id}` },
      report: { reason: "scam", details: `Report ${members}` },
    });
  }
  for (let n = 0; n < visitors; n++) {
    await reportListing({
      db: bed.db,
      listingId,
      reporter: { userId: null, key: `ip:visitor-${++members}` },
      report: { reason: "wrong_information", details: "" },
    });
  }
}

const { queue, decide } = listingQueueRoute(bed, "/admin/reports", { loader, action });
const stateOf = (listingId: string) => listingVisibility(bed.db, listingId);

const statusesOf = (listingId: string) => queuedStatuses(bed.db, listingReports, listingId);

/** The latest audit entry's line, in English. */
const latestAudit = async () => (await latestAuditEntry(bed.db))?.text;

describe("/admin/reports", () => {
  it("refuses visitors (401) and members who are not administrators (403), for the page and every decision", async () => {
    const listingId = await newListing("Refused");
    await report(listingId, { visitors: 1 });
    expect((await queue("", null)).status).toBe(401);
    expect((await queue("", bed.accounts.seller.cookie)).status).toBe(403);
    expect((await decide("hide", listingId, null)).status).toBe(401);
    const refused = await decide("hide", listingId, bed.accounts.seller.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "Access denied. This page is for administrators only." });
    expect(await stateOf(listingId)).toEqual({ isApproved: true, moderationState: null });
  });

  it("groups the open reports by listing, the newest report first, with counts and reasons", async () => {
    const older = await newListing("Older report");
    const newer = await newListing("Newer report");
    await report(older, { accounts: 1, visitors: 2 });
    await report(newer, { accounts: 3 });
    const { status, body } = await queue();
    expect(status).toBe(200);
    const page = (body as { page: ReportQueuePage }).page;
    const [first, second] = page.entries.filter((entry) => [older, newer].includes(entry.listingId));
    expect(first).toMatchObject({
      listingId: newer,
      reportCount: 3,
      signedInReporters: 3,
      moderationState: "under_review",
      reasons: [{ reason: "scam", count: 3 }],
    });
    expect(second).toMatchObject({
      listingId: older,
      reportCount: 3,
      signedInReporters: 1,
      moderationState: null,
      isPublic: true,
      reasons: [
        { reason: "wrong_information", count: 2 },
        { reason: "scam", count: 1 },
      ],
    });
    expect(second?.reports.map((entry) => entry.isFromAccount)).toEqual([false, false, true]);
  });

  it("pages the queue", async () => {
    const ids = [];
    for (let n = 0; n < 3; n++) {
      const id = await newListing(`Paged ${n}`);
      await report(id, { visitors: 1 });
      ids.push(id);
    }
    const seen: string[] = [];
    let query = "";
    for (let pages = 0; pages < 50; pages++) {
      const page = ((await queue(query)).body as { page: ReportQueuePage }).page;
      seen.push(...page.entries.map((entry) => entry.listingId));
      if (!page.nextCursor) break;
      query = `?after=${page.nextCursor}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect((await queue("?after=nonsense")).status).toBe(400);
    // A cursor of the right shape naming no real instant (month 13, minute 99) is a bad link too, not a 5xx.
    expect((await queue(`?after=2024-13-45T99:99:99.000000Z_${crypto.randomUUID()}`)).status).toBe(400);
    expect((await queue("?view=nonsense")).status).toBe(400);
  });

  it("dismisses: reports closed, a listing the reports hid is public again, audited", async () => {
    const listingId = await newListing("Dismissed");
    await report(listingId, { accounts: 3 });
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    const done = await decide("dismiss", listingId);
    expect(done).toMatchObject({ status: 200, body: { ok: true, message: "Reports dismissed." } });
    expect(await stateOf(listingId)).toEqual({ isApproved: true, moderationState: null });
    expect(await statusesOf(listingId)).toEqual(["dismissed", "dismissed", "dismissed"]);
    expect(await latestAudit()).toBe("Dismissed the reports on listing “Dismissed”");
    const again = await decide("dismiss", listingId);
    expect(again).toMatchObject({ status: 409, body: { message: "There are no open reports on this listing." } });
  });

  it("hides until restored: reports actioned, listed under 'Hidden listings', restored public, each audited", async () => {
    const listingId = await newListing("Hidden then restored");
    await report(listingId, { accounts: 1 });
    expect(await decide("hide", listingId)).toMatchObject({ status: 200, body: { message: "Listing hidden." } });
    expect(await stateOf(listingId)).toEqual({ isApproved: false, moderationState: "hidden" });
    expect(await statusesOf(listingId)).toEqual(["actioned"]);
    expect(await latestAudit()).toBe("Hid listing “Hidden then restored”");
    expect((await decide("hide", listingId)).status).toBe(409);

    const hidden = ((await queue("?view=hidden")).body as { page: ReportQueuePage }).page;
    expect(hidden.entries.map((entry) => entry.listingId)).toContain(listingId);
    const open = ((await queue()).body as { page: ReportQueuePage }).page;
    expect(open.entries.map((entry) => entry.listingId)).not.toContain(listingId);

    expect(await decide("restore", listingId)).toMatchObject({ status: 200, body: { message: "Listing restored." } });
    expect(await stateOf(listingId)).toEqual({ isApproved: true, moderationState: null });
    expect(await latestAudit()).toBe("Restored listing “Hidden then restored”");
    expect(await decide("restore", listingId)).toMatchObject({
      status: 409,
      body: { message: "This listing is not hidden." },
    });
  });

  it("deletes through the admin deletion, audited; a listing gone meanwhile is a 404", async () => {
    const listingId = await newListing("Deleted");
    await report(listingId, { visitors: 1 });
    expect(await decide("delete", listingId)).toMatchObject({ status: 200, body: { message: "Listing deleted." } });
    expect(await bed.db.select().from(listings).where(eq(listings.id, listingId))).toHaveLength(0);
    expect(await statusesOf(listingId)).toEqual([]);
    expect(await latestAudit()).toBe("Deleted listing “Deleted”");
    expect(await decide("hide", listingId)).toMatchObject({
      status: 404,
      body: { message: "This listing no longer exists." },
    });
    expect((await decide("vanish", listingId)).status).toBe(400);
  });
});
