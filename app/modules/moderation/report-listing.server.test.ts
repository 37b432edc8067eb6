// Reporting a listing (docs/product/reports-and-moderation.md, Report a listing and The automatic hide). The
// simultaneous reports race on a real server when DATABASE_URL names one (the suite's PostgreSQL run).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingReports, listings, user } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { listingVisibility } from "#app/test/moderation-queues.ts";
import { english } from "#app/test/translator.tsx";
import { listingReportSchema } from "./listing-report.schema.ts";
import { reportListing } from "./report-listing.server.ts";
import { reportDetailsMaxLength } from "./report-rules.ts";
import { reporterKeyOf } from "./reporter-key.server.ts";

const database = testDatabaseBed({ perTest: true });
const secret = "test-secret-for-reporter-keys";

/** A confirmed account, made `ageDays` ago (a fresh one unless told). */
async function newUser(name: string, ageDays = 0, extra: Partial<typeof user.$inferInsert> = {}): Promise<string> {
  const id = `${name}-${crypto.randomUUID()}`;
  const createdAt = new Date(Date.now() - ageDays * dayMs);
  await database.db
    .insert(user)
    .values({ id, name, email: `${id}@example.com`, emailVerified: true, createdAt, ...extra });
  return id;
}

/** A reporter's past reports on other listings, as an administrator decided them. */
async function pastReports(userId: string, status: "actioned" | "dismissed", count: number) {
  for (let n = 0; n < count; n++) {
    await database.db.insert(listingReports).values({
      listingId: await newListing(),
      reporterUserId: userId,
      reporterKey: `user:${userId}`,
      reason: "scam",
      status,
      resolvedAt: new Date(),
    });
  }
}

async function newListing(ownerId: string | null = null): Promise<string> {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ userId: ownerId }))
    .returning({ id: listings.id });
  if (!row) throw new Error("no listing");
  return row.id;
}

const member = (userId: string) => ({ userId, key: reporterKeyOf({ userId, clientIp: "203.0.113.1", secret }) });
const visitor = (clientIp: string) => ({ userId: null, key: reporterKeyOf({ userId: null, clientIp, secret }) });
const scam = { reason: "scam" as const, details: "Asks for gift cards." };

const listingState = (id: string) => listingVisibility(database.db, id);

async function failureOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: english(error.message) };
}

describe("the report form's input", () => {
  it("needs a reason, and details for 'Other'", () => {
    const noReason = listingReportSchema.safeParse({ details: "x" });
    expect(noReason.error?.issues[0]?.path).toEqual(["reason"]);
    expect(english(noReason.error?.issues[0]?.message ?? "")).toBe("Please choose a reason.");
    const other = listingReportSchema.safeParse({ reason: "other", details: "   " });
    expect(other.error?.issues[0]?.path).toEqual(["details"]);
    expect(english(other.error?.issues[0]?.message ?? "")).toBe(
      "Please describe the problem when the reason is 'Other'.",
    );
    expect(listingReportSchema.safeParse({ reason: "nonsense" }).success).toBe(false);
    expect(listingReportSchema.parse({ reason: "already_sold" })).toMatchObject({ details: "" });
  });

  it(`takes details up to ${reportDetailsMaxLength} characters and says so beyond`, () => {
    const longest = "é".repeat(reportDetailsMaxLength);
    expect(listingReportSchema.parse({ reason: "other", details: longest }).details).toBe(longest);
    const tooLong = listingReportSchema.safeParse({ reason: "other", details: `${longest}x` });
    expect(tooLong.error?.issues[0]?.path).toEqual(["details"]);
    // The message says the limit itself (a server message travels as its id, without values).
    expect(english(tooLong.error?.issues[0]?.message ?? "")).toBe(
      `Please use at most ${reportDetailsMaxLength.toLocaleString("en-US")} characters for the details.`,
    );
  });
});

describe("reportListing", () => {
  it("stores the report exactly as accepted, keyed by the account, and leaves the listing public", async () => {
    const listingId = await newListing(await newUser("owner"));
    const reporter = member(await newUser("buyer"));
    const details = "Wants a wire transfer.\nSays the van is in storage abroad — 🚐 <b>ship only</b>";
    const result = await reportListing({
      db: database.db,
      listingId,
      reporter,
      report: listingReportSchema.parse({ reason: "scam", details }),
    });
    expect(result).toEqual({ status: "reported", isHiddenAutomatically: false });
    const [stored] = await database.db.select().from(listingReports);
    expect(stored).toMatchObject({
      listingId,
      reporterUserId: reporter.userId,
      reporterKey: `user:${reporter.userId}`,
      reason: "scam",
      details,
      status: "open",
    });
    expect(await listingState(listingId)).toEqual({ isApproved: true, moderationState: null });
  });

  it("keys a visitor without an account by a keyed hash of the address, never the address", async () => {
    const listingId = await newListing();
    await reportListing({ db: database.db, listingId, reporter: visitor("198.51.100.23"), report: scam });
    const [stored] = await database.db.select().from(listingReports);
    expect(stored?.reporterUserId).toBeNull();
    expect(stored?.reporterKey).toMatch(/^ip:[\w-]{43}$/);
    expect(stored?.reporterKey).not.toContain("198.51.100.23");
    expect(reporterKeyOf({ userId: null, clientIp: "198.51.100.23", secret: "another-secret" })).not.toBe(
      stored?.reporterKey,
    );
  });

  it("keys an IPv6 visitor by their /64, which one subscriber holds whole", () => {
    const keyOf = (clientIp: string) => reporterKeyOf({ userId: null, clientIp, secret });
    expect(keyOf("2001:db8:1:2::1")).toBe(keyOf("2001:db8:1:2:ffff:eeee:dddd:cccc"));
    expect(keyOf("2001:db8:1:2::1")).not.toBe(keyOf("2001:db8:1:3::1"));
  });

  it("answers a second report by the same reporter politely, and stores one", async () => {
    const listingId = await newListing();
    const reporter = visitor("198.51.100.24");
    await reportListing({ db: database.db, listingId, reporter, report: scam });
    expect(await failureOf(reportListing({ db: database.db, listingId, reporter, report: scam }))).toEqual({
      code: "conflict",
      message: "You have already reported this listing. Thank you — our team will review it.",
    });
    expect(await database.db.select().from(listingReports)).toHaveLength(1);
  });

  it("drops a report whose honeypot is filled, answering like a success", async () => {
    const listingId = await newListing();
    const result = await reportListing({
      db: database.db,
      listingId,
      reporter: visitor("198.51.100.25"),
      report: { ...scam, website: "http://spam.example" },
    });
    expect(result).toEqual({ status: "ignored" });
    expect(await database.db.select().from(listingReports)).toHaveLength(0);
  });

  it("refuses the owner's own listing and listings visitors cannot see", async () => {
    const owner = await newUser("owner");
    const listingId = await newListing(owner);
    expect(
      await failureOf(reportListing({ db: database.db, listingId, reporter: member(owner), report: scam })),
    ).toEqual({ code: "forbidden", message: "You cannot report your own listing." });
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    const reporter = visitor("198.51.100.26");
    expect(await failureOf(reportListing({ db: database.db, listingId, reporter, report: scam }))).toEqual({
      code: "not-found",
      message: "This listing is not available.",
    });
    const unknown = crypto.randomUUID();
    expect((await failureOf(reportListing({ db: database.db, listingId: unknown, reporter, report: scam }))).code).toBe(
      "not-found",
    );
  });

  it("limits each reporter to 10 reports an hour (429 with the page's words)", async () => {
    const reporter = visitor("198.51.100.27");
    for (let n = 0; n < 10; n++) {
      await reportListing({ db: database.db, listingId: await newListing(), reporter, report: scam });
    }
    const refused = reportListing({ db: database.db, listingId: await newListing(), reporter, report: scam });
    expect(await failureOf(refused)).toEqual({
      code: "rate-limited",
      message: "You have sent too many reports. Please try again later.",
    });
    // Another reporter is not held back by this one.
    await reportListing({
      db: database.db,
      listingId: await newListing(),
      reporter: visitor("198.51.100.28"),
      report: scam,
    });
    expect(await database.db.select().from(listingReports)).toHaveLength(11);
  });

  it("hides the listing ('under_review') when three established members report; visitors without an account do not count", async () => {
    const listingId = await newListing(await newUser("owner"));
    for (const ip of ["198.51.100.31", "198.51.100.32", "198.51.100.33", "198.51.100.34"]) {
      await reportListing({ db: database.db, listingId, reporter: visitor(ip), report: scam });
    }
    const report = async (name: string) =>
      reportListing({ db: database.db, listingId, reporter: member(await newUser(name, 45)), report: scam });
    const first = await report("a");
    const second = await report("b");
    expect([first, second].map((result) => result.status === "reported" && result.isHiddenAutomatically)).toEqual([
      false,
      false,
    ]);
    expect(await listingState(listingId)).toEqual({ isApproved: true, moderationState: null });
    expect(await report("c")).toEqual({ status: "reported", isHiddenAutomatically: true });
    expect(await listingState(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    // Hidden, it takes no more reports.
    const late = reportListing({ db: database.db, listingId, reporter: member(await newUser("d")), report: scam });
    expect((await failureOf(late)).code).toBe("not-found");
  });

  it("never hides on the reports of new accounts, however many; unconfirmed or banned accounts weigh nothing either", async () => {
    const listingId = await newListing(await newUser("owner"));
    const reporters = [
      ...(await Promise.all(["t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8"].map((name) => newUser(name, 6.9)))),
      await newUser("unconfirmed", 400, { emailVerified: false }),
      await newUser("banned", 400, { banned: true }),
    ];
    for (const id of reporters) {
      const result = await reportListing({ db: database.db, listingId, reporter: member(id), report: scam });
      expect(result).toEqual({ status: "reported", isHiddenAutomatically: false });
    }
    expect(await listingState(listingId)).toEqual({ isApproved: true, moderationState: null });
    expect(await database.db.select().from(listingReports)).toHaveLength(10);
  });

  it("weighs reporters by age and upheld reports, dismissed ones counting against, and nobody hides alone", async () => {
    const report = (listingId: string, userId: string) =>
      reportListing({ db: database.db, listingId, reporter: member(userId), report: scam });
    const owner = await newUser("owner");

    // Six members between 7 and 30 days old weigh 1 each: the sixth hides.
    const byYoungMembers = await newListing(owner);
    for (let n = 1; n <= 6; n++) {
      const result = await report(byYoungMembers, await newUser(`young-${n}`, 10));
      expect(result, `young member ${n}`).toEqual({ status: "reported", isHiddenAutomatically: n === 6 });
    }

    // A member with two upheld reports weighs the most, 4, and still needs someone beside them.
    const trusted = await newUser("trusted", 60);
    await pastReports(trusted, "actioned", 2);
    const byTrusted = await newListing(owner);
    expect(await report(byTrusted, trusted)).toEqual({ status: "reported", isHiddenAutomatically: false });
    expect(await report(byTrusted, await newUser("fresh", 1))).toEqual({
      status: "reported",
      isHiddenAutomatically: false,
    });
    expect(await report(byTrusted, await newUser("member", 45))).toEqual({
      status: "reported",
      isHiddenAutomatically: true,
    });

    // Two dismissed reports leave an established member with no weight: three such members hide nothing.
    const byDismissed = await newListing(owner);
    for (const name of ["d1", "d2", "d3"]) {
      const id = await newUser(name, 90);
      await pastReports(id, "dismissed", 2);
      expect(await report(byDismissed, id)).toEqual({ status: "reported", isHiddenAutomatically: false });
    }
    expect(await listingState(byDismissed)).toEqual({ isApproved: true, moderationState: null });
  });

  it(`hides exactly once when three accounts report at the same moment, with no failure${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const listingId = await newListing(await newUser("owner"));
    const reporters = await Promise.all(["x", "y", "z"].map((name) => newUser(name, 45)));
    const results = await Promise.all(
      reporters.map((id) => reportListing({ db: database.db, listingId, reporter: member(id), report: scam })),
    );
    expect(results.filter((result) => result.status === "reported" && result.isHiddenAutomatically)).toHaveLength(1);
    expect(results.every((result) => result.status === "reported")).toBe(true);
    expect(await listingState(listingId)).toEqual({ isApproved: false, moderationState: "under_review" });
    expect(await database.db.select().from(listingReports)).toHaveLength(3);
  });
});
