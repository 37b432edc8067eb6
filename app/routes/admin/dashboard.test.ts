// /admin through the route module: who may see it and act, what the actions change, and the audit log.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, listings } from "#app/db/schema.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/dashboard";
import { action, loader } from "./dashboard.tsx";

const bed = routeTestBed({
  accounts: { admin: { email: "admin@example.com", role: "admin" }, seller: "seller@example.com" },
});
beforeEach(async () => {
  await bed.db.delete(adminAuditLog);
  await bed.db.delete(listings);
});

type Who = "admin" | "seller" | "visitor";
const cookieOf = (as: Who) => (as === "visitor" ? undefined : bed.accounts[as].cookie);

/** What the page's loader answered or threw: its status and data. */
async function get(path: string, as: Who) {
  return inEnglish(
    await settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookieOf(as)), bed.context))),
  );
}

/** What the action answered or threw for a card's form post. */
async function post(form: Record<string, string>, as: Who, path = "/admin", on = bed.context) {
  return inEnglish(await settle(() => action(routeArgs<Route.ActionArgs>(formRequest(path, form, cookieOf(as)), on))));
}

/** The test database, with every transaction failing as `error`. */
function withFailingTransactions(error: Error) {
  return new Proxy(bed.db, {
    get(target, property, receiver) {
      if (property === "transaction") return () => Promise.reject(error);
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The page's data, for the tests that read the grid. */
async function pageData(path: string) {
  return (await get(path, "admin")).body as Record<string, unknown>;
}

async function insertListing(overrides: Parameters<typeof listingFixture>[0] = {}): Promise<string> {
  const [row] = await bed.db
    .insert(listings)
    .values(listingFixture({ userId: bed.accounts.seller.id, ...overrides }))
    .returning({ id: listings.id });
  if (!row) throw new Error("no listing");
  return row.id;
}

async function featuredIds(): Promise<string[]> {
  return (await listFeaturedListings({ db: bed.db })).listings.map((listing) => listing.id);
}

async function stored(id: string) {
  const [row] = await bed.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

describe("who may use /admin", () => {
  it("asks a signed-out visitor to sign in (401, a link back to /admin), on the page and every action", async () => {
    const page = await get("/admin", "visitor");
    expect(page.status).toBe(401);
    expect(page.body).toEqual({ reason: "signed-out", signInHref: "/sign-in-camper?redirect=%2Fadmin" });
    const id = await insertListing();
    for (const intent of ["feature", "unfeature", "delete"]) {
      const refused = await post({ intent, listingId: id }, "visitor");
      expect(refused.status).toBe(401);
    }
    expect(await stored(id)).toMatchObject({ isFeatured: false });
  });

  it("refuses a signed-in non-admin with 403 and the product's message (docs/product/admin.md), on the page and every action", async () => {
    const page = await get("/admin", "seller");
    expect(page.status).toBe(403);
    expect(page.body).toEqual({ reason: "denied", message: "Access denied. This page is for administrators only." });

    const id = await insertListing();
    for (const intent of ["feature", "unfeature", "delete"]) {
      const refused = await post({ intent, listingId: id }, "seller");
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: "Access denied. This page is for administrators only." });
    }
    // Even the owner of the listing: nothing changed, nothing recorded.
    expect(await stored(id)).toMatchObject({ isFeatured: false });
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });
});

describe("the listing grid", () => {
  it("lists every listing, public or not, newest first, with status and a 100-character description", async () => {
    const now = Date.now();
    // Explicit creation times: rows inserted within one clock tick would otherwise tie.
    const at = (minutes: number) => new Date(now - 60 * 60_000 + minutes * 60_000);
    const expired = await insertListing({ title: "Expired van", expiresAt: new Date(now - dayMs), createdAt: at(1) });
    const inactive = await insertListing({ title: "Inactive bus", isActive: false, createdAt: at(2) });
    const unapproved = await insertListing({ title: "Unapproved rig", isApproved: false, createdAt: at(3) });
    const windowed = await insertListing({
      title: "Roam feature",
      tier: "roam",
      isFeatured: true,
      featuredUntil: new Date("2099-01-02T00:00:00Z"),
      createdAt: at(4),
    });
    const ended = await insertListing({
      title: "Feature over",
      isFeatured: true,
      featuredUntil: new Date(now - dayMs),
      createdAt: at(5),
    });
    const long = await insertListing({ title: "Wordy", description: `${"x".repeat(100)}TAIL`, createdAt: at(6) });

    const data = await pageData("/admin");
    const page = data.page as { listings: Record<string, unknown>[]; total: number };
    expect(page.total).toBe(6);
    expect(page.listings.map((listing) => listing.id)).toEqual([long, ended, windowed, unapproved, inactive, expired]);
    const byId = new Map(page.listings.map((listing) => [listing.id, listing]));
    expect(byId.get(expired)).toMatchObject({ isExpired: true });
    expect(byId.get(inactive)).toMatchObject({ isExpired: false, isActive: false });
    expect(byId.get(unapproved)).toMatchObject({ isApproved: false });
    expect(byId.get(windowed)).toMatchObject({ isFeatured: true, featuredUntil: new Date("2099-01-02T00:00:00Z") });
    expect(byId.get(ended)).toMatchObject({ isFeatured: false, featuredUntil: null });
    expect(byId.get(long)).toMatchObject({ description: `${"x".repeat(100)}…`, ownerEmail: "seller@example.com" });
  });

  it("searches title, make and model, with the user's % and _ taken literally", async () => {
    await insertListing({ title: "Sunny skoolie", make: "Blue Bird", model: "Vision" });
    await insertListing({ title: "Tiny van", make: "Ford", model: "Transit 100%" });
    const search = async (q: string) => {
      const data = await pageData(`/admin?q=${encodeURIComponent(q)}`);
      return (data.page as { listings: { title: string }[] }).listings.map((listing) => listing.title);
    };
    expect(await search("SKOOLIE")).toEqual(["Sunny skoolie"]);
    expect(await search("bird")).toEqual(["Sunny skoolie"]);
    expect(await search("transit")).toEqual(["Tiny van"]);
    expect(await search("100%")).toEqual(["Tiny van"]);
    expect(await search("%")).toEqual(["Tiny van"]);
    expect(await search("_")).toEqual([]);
  });

  it("pages 24 at a time, forwards and back", async () => {
    const start = Date.now() - 1_000_000;
    const ids: string[] = [];
    for (let n = 0; n < 30; n++)
      ids.push(await insertListing({ title: `Listing ${n}`, createdAt: new Date(start + n * 1000) }));
    const newestFirst = [...ids].reverse();
    const pageAt = async (path: string) =>
      (await pageData(path)).page as {
        listings: { id: string }[];
        nextCursor: string | null;
        previousCursor: string | null;
      };
    const first = await pageAt("/admin");
    expect(first.listings.map((listing) => listing.id)).toEqual(newestFirst.slice(0, 24));
    expect(first.previousCursor).toBeNull();
    const second = await pageAt(`/admin?after=${first.nextCursor}`);
    expect(second.listings.map((listing) => listing.id)).toEqual(newestFirst.slice(24));
    expect(second.nextCursor).toBeNull();
    const back = await pageAt(`/admin?before=${second.previousCursor}`);
    expect(back.listings.map((listing) => listing.id)).toEqual(newestFirst.slice(0, 24));
    expect(back.previousCursor).toBeNull();
    expect(back.nextCursor).toBe(first.nextCursor);
  });

  it("answers a forged page link or an over-long search with 400 and a message", async () => {
    const forged = await get("/admin?after=nonsense", "admin");
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      queryFailure: {
        ok: false,
        message: "The page link is not valid. Please start again from the first page.",
        fieldErrors: { after: "The page link is not valid. Please start again from the first page." },
      },
    });
    const long = await get(`/admin?q=${"a".repeat(101)}`, "admin");
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ queryFailure: { message: "Search text must be at most 100 characters." } });
  });

  it("answers a search with a NUL character (which PostgreSQL refuses) with 400 and a message", async () => {
    const nul = await get("/admin?q=van%00", "admin");
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({
      queryFailure: { fieldErrors: { q: "Please remove the unsupported characters from this field." } },
    });
  });
});

describe("Feature and Unfeature", () => {
  it("features a listing open-ended, so the featured list (/featured, home) shows it, and records who did it", async () => {
    const id = await insertListing({ title: "Plain graze" });
    expect(await featuredIds()).not.toContain(id);

    const featured = await post({ intent: "feature", listingId: id }, "admin");
    expect(featured).toMatchObject({
      status: 200,
      body: { ok: true, message: "Listing featured.", values: { intent: "feature", listingId: id } },
    });
    expect(await stored(id)).toMatchObject({ isFeatured: true, featuredUntil: null });
    expect(await featuredIds()).toContain(id);

    const [entry] = await bed.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      actorEmail: "admin@example.com",
      action: "listing.feature",
      targetType: "listing",
      targetId: id,
      details: { title: "Plain graze", wasFeatured: false, previousFeaturedUntil: null },
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it("turns a tier's feature window (even an ended one) into an open-ended feature", async () => {
    const ended = new Date(Date.now() - dayMs);
    const id = await insertListing({ tier: "roam", isFeatured: true, featuredUntil: ended });
    expect(await featuredIds()).not.toContain(id);
    await post({ intent: "feature", listingId: id }, "admin");
    expect(await stored(id)).toMatchObject({ isFeatured: true, featuredUntil: null });
    expect(await featuredIds()).toContain(id);
    const [entry] = await bed.db.select().from(adminAuditLog);
    expect(entry?.details).toMatchObject({ wasFeatured: true, previousFeaturedUntil: ended.toISOString() });
  });

  it("unfeatures a listing, clearing the flag and any window, and records it", async () => {
    const id = await insertListing({
      tier: "stampede",
      isFeatured: true,
      featuredUntil: new Date(Date.now() + 5 * dayMs),
    });
    expect(await featuredIds()).toContain(id);
    const unfeatured = await post({ intent: "unfeature", listingId: id }, "admin");
    expect(unfeatured.body).toEqual({
      ok: true,
      message: "Listing unfeatured.",
      values: { intent: "unfeature", listingId: id },
    });
    expect(await stored(id)).toMatchObject({ isFeatured: false, featuredUntil: null });
    expect(await featuredIds()).not.toContain(id);
    const actions = (await bed.db.select().from(adminAuditLog)).map((entry) => entry.action);
    expect(actions).toEqual(["listing.unfeature"]);
  });

  it("shows the audit entries on the page, newest first: who, what, when", async () => {
    const id = await insertListing({ title: "Logged" });
    await post({ intent: "feature", listingId: id }, "admin");
    await post({ intent: "unfeature", listingId: id }, "admin");
    const data = await pageData("/admin");
    const audit = data.audit as { actorEmail: string; action: string; createdAt: Date }[];
    expect(audit.map((entry) => [entry.actorEmail, entry.action])).toEqual([
      ["admin@example.com", "listing.unfeature"],
      ["admin@example.com", "listing.feature"],
    ]);
    expect(audit[0]?.createdAt).toBeInstanceOf(Date);
  });
});

describe("Delete", () => {
  it("deletes any listing (not only the admin's own), keeping its title and owner in the audit entry", async () => {
    const id = await insertListing({ title: "Doomed van", isFeatured: true });
    const kept = await insertListing({ title: "Kept van" });
    const deleted = await post({ intent: "delete", listingId: id }, "admin", `/admin?delete=${id}`);
    expect(deleted).toMatchObject({
      status: 200,
      body: { ok: true, message: "Listing deleted.", values: { intent: "delete", listingId: id } },
    });
    expect(await stored(id)).toBeUndefined();
    expect(await stored(kept)).toBeDefined();
    expect(await featuredIds()).not.toContain(id);
    const [entry] = await bed.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      actorEmail: "admin@example.com",
      action: "listing.delete",
      targetId: id,
      details: { title: "Doomed van", ownerId: bed.accounts.seller.id, ownerEmail: "seller@example.com" },
    });
  });

  it("asks for confirmation on the page first (?delete=id)", async () => {
    const id = await insertListing();
    const data = await pageData(`/admin?delete=${id}`);
    expect(data.confirmDeleteId).toBe(id);
    expect(await stored(id)).toBeDefined();
  });
});

describe("bad input and failures", () => {
  it("answers an unknown action or a malformed id with 400, a missing listing with 404, and records nothing", async () => {
    const id = await insertListing();
    expect(await post({ intent: "promote", listingId: id }, "admin")).toMatchObject({
      status: 400,
      body: { ok: false, message: "Unknown action.", fieldErrors: { intent: "Unknown action." } },
    });
    expect(await post({ intent: "feature", listingId: "1 or 1=1" }, "admin")).toMatchObject({
      status: 400,
      body: { ok: false, message: "The listing is not valid." },
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const intent of ["feature", "unfeature", "delete"]) {
      expect(await post({ intent, listingId: missing }, "admin")).toMatchObject({
        status: 404,
        body: { ok: false, message: "This listing no longer exists.", values: { intent, listingId: missing } },
      });
    }
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("refuses a body that is not a form or JSON, a NUL in a field and an oversize body with a 4xx", async () => {
    const id = await insertListing();
    const text = new Request(`${baseUrl}/admin`, {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: bed.accounts.admin.cookie },
      body: `intent=feature&listingId=${id}`,
    });
    expect(await settle(() => action(routeArgs<Route.ActionArgs>(text, bed.context)))).toMatchObject({
      status: 415,
      body: { ok: false, message: expect.any(String) },
    });
    expect(await post({ intent: "feature\u0000", listingId: id }, "admin")).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { intent: expect.stringMatching(/^Please remove the unsupported characters/) } },
    });
    const huge = jsonRequest(
      "/admin",
      { intent: "feature", listingId: id, padding: "x".repeat(70_000) },
      bed.accounts.admin.cookie,
    );
    expect((await settle(() => action(routeArgs<Route.ActionArgs>(huge, bed.context)))).status).toBe(413);
    expect(await stored(id)).toMatchObject({ isFeatured: false });
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("answers 503 with Retry-After when the database is away, and leaves no audit entry", async () => {
    const id = await insertListing();
    const away = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const failing = contextWith({ ...createTestServices(bed.database), db: withFailingTransactions(away) });
    const result = await post({ intent: "feature", listingId: id }, "admin", "/admin", failing);
    expect(result).toMatchObject({ status: 503, body: { ok: false, message: expect.stringMatching(/unavailable/) } });
    expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored(id)).toMatchObject({ isFeatured: false });
  });

  it("lets another failure through to the page's error boundary ('An error occurred. Please try again.')", async () => {
    const id = await insertListing();
    const failing = contextWith({ ...createTestServices(bed.database), db: withFailingTransactions(new Error("bug")) });
    const request = formRequest("/admin", { intent: "feature", listingId: id }, bed.accounts.admin.cookie);
    await expect(action(routeArgs<Route.ActionArgs>(request, failing))).rejects.toThrow("bug");
    expect(await stored(id)).toMatchObject({ isFeatured: false });
    expect(await bed.db.select().from(adminAuditLog)).toHaveLength(0);
  });
});

describe("the administrator's pages refusing a visitor (docs/product/admin.md, Access)", () => {
  it.each([
    ["signed out", "visitor"],
    ["not an administrator", "seller"],
  ] as const)("name the page once when %s", async (_, who) => {
    for (const path of ["/admin", "/admin/reports", "/admin/newsletter"]) {
      const { html } = await pageThroughApp(pageRequest(path, cookieOf(who)), bed.services);
      expect([path, html.match(/<title>/g)?.length]).toEqual([path, 1]);
    }
  });
});
