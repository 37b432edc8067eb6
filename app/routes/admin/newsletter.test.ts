// /admin/newsletter and its CSV export (/admin/newsletter.csv) through their route modules.
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, newsletterSubscribers } from "#app/db/schema.ts";
import { signedInAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { contextWith, createTestServices } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/newsletter";
import type { Route as CsvRoute } from "./+types/newsletter-csv";
import { loader as pageLoader } from "./newsletter.tsx";
import { loader as csvLoader } from "./newsletter-csv.ts";

let database: TestDatabase;
let context: RouterContextProvider;
const cookies = { admin: "", seller: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createTestServices(database);
  context = contextWith(services);
  cookies.admin = (await signedInAccount(services, "admin@example.com", "admin")).cookie;
  cookies.seller = (await signedInAccount(services, "seller@example.com")).cookie;
  const start = Date.parse("2026-01-01T00:00:00Z");
  await database.db.insert(newsletterSubscribers).values([
    ...Array.from({ length: 55 }, (_, n) => ({
      email: `reader${String(n).padStart(2, "0")}@example.com`,
      unsubscribeToken: `token-${n}`,
      subscribedAt: new Date(start + n * 60_000),
      confirmedAt: new Date(start + n * 60_000),
    })),
    {
      email: "=cmd|' /c calc'!a0@example.com",
      unsubscribeToken: "token-formula",
      subscribedAt: new Date(start - 60_000),
      confirmedAt: new Date(start - 60_000),
    },
    {
      email: '"quoted,comma"@example.com',
      unsubscribeToken: "token-quoted",
      subscribedAt: new Date(start - 120_000),
      confirmedAt: new Date(start - 120_000),
      unsubscribedAt: new Date(start),
    },
    // Signed up, never confirmed (double opt-in): nobody's subscriber, never listed or exported.
    {
      email: "pending@example.com",
      unsubscribeToken: "token-pending",
      subscribedAt: new Date(start + 100 * 60_000),
      requestedAt: new Date(start + 100 * 60_000),
      confirmTokenHash: "0".repeat(64),
      confirmTokenExpiresAt: new Date(start + 101 * 60_000),
    },
  ]);
});
afterAll(() => database?.destroy());

type Who = keyof typeof cookies | "visitor";

const cookieOf = (as: Who) => (as === "visitor" ? undefined : cookies[as]);

/** What the page's loader answered or threw: its status and data. */
async function openPage(path: string, as: Who) {
  return inEnglish(
    await settle(() => pageLoader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookieOf(as)), context))),
  );
}

/** The subscribers the page lists. */
async function listed(path: string) {
  const { body } = await openPage(path, "admin");
  return (
    body as { result: { subscribers: { email: string }[]; total: number; pageCount: number; activeCount: number } }
  ).result;
}

function exportCsv(path: string, as: Who) {
  return csvLoader(routeArgs<CsvRoute.LoaderArgs>(pageRequest(path, cookieOf(as)), context));
}

describe("/admin/newsletter", () => {
  it("is for administrators only: 401 with a sign-in prompt, 403 with the product's message (docs/product/admin.md)", async () => {
    expect(await openPage("/admin/newsletter", "visitor")).toMatchObject({
      status: 401,
      body: { reason: "signed-out", signInHref: "/sign-in-camper?redirect=%2Fadmin%2Fnewsletter" },
    });
    expect(await openPage("/admin/newsletter", "seller")).toMatchObject({
      status: 403,
      body: { reason: "denied", message: "Access denied. This page is for administrators only." },
    });
  });

  it("lists subscribers newest first, 50 a page, with a status filter", async () => {
    const first = await listed("/admin/newsletter");
    expect(first.total).toBe(57);
    expect(first.activeCount).toBe(56);
    expect(first.pageCount).toBe(2);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]?.email).toBe("reader54@example.com");
    const second = await listed("/admin/newsletter?page=2");
    expect(second.subscribers.map((row) => row.email).slice(-2)).toEqual([
      "=cmd|' /c calc'!a0@example.com",
      '"quoted,comma"@example.com',
    ]);
    const unsubscribed = await listed("/admin/newsletter?status=unsubscribed");
    expect(unsubscribed.subscribers.map((row) => row.email)).toEqual(['"quoted,comma"@example.com']);
    const subscribed = await listed("/admin/newsletter?status=subscribed");
    expect(subscribed.total).toBe(56);
    for (const page of [first, second, subscribed, unsubscribed])
      expect(page.subscribers.map((row) => row.email)).not.toContain("pending@example.com");
  });

  it("answers a bad filter or page with 400 and a message", async () => {
    expect(await openPage("/admin/newsletter?page=-1", "admin")).toMatchObject({
      status: 400,
      body: {
        queryFailure: {
          message: "The page number is not valid.",
          fieldErrors: { page: "The page number is not valid." },
        },
      },
    });
  });
});

describe("/admin/newsletter.csv", () => {
  it("refuses visitors (401) and non-admins (403) with a plain message, and records nothing", async () => {
    const visitor = await exportCsv("/admin/newsletter.csv", "visitor");
    expect(visitor.status).toBe(401);
    const seller = await exportCsv("/admin/newsletter.csv", "seller");
    expect(seller.status).toBe(403);
    expect(await seller.text()).toBe("Access denied. This page is for administrators only.");
    expect(await database.db.select().from(adminAuditLog)).toHaveLength(0);
  });

  it("exports every subscriber as escaped CSV, formulas defused, and records the export", async () => {
    const response = await exportCsv("/admin/newsletter.csv", "admin");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Response.text() would drop the byte-order mark; read the bytes as they are.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFemail,status,subscribed_at,unsubscribed_at\r\n")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(1 + 57 + 1);
    expect(lines.at(-1)).toBe("");
    expect(lines).toContain(
      '"""quoted,comma""@example.com",unsubscribed,2025-12-31T23:58:00.000Z,2026-01-01T00:00:00.000Z',
    );
    expect(lines).toContain(`"'=cmd|' /c calc'!a0@example.com",subscribed,2025-12-31T23:59:00.000Z,`);
    expect(lines).toContain("reader00@example.com,subscribed,2026-01-01T00:00:00.000Z,");
    expect(text).not.toContain("pending@example.com");

    const [entry] = await database.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      actorEmail: "admin@example.com",
      action: "newsletter.export",
      targetType: "newsletter",
      targetId: null,
      details: { status: "all", rows: 57 },
    });
  });

  it("exports only active subscribers with ?status=subscribed", async () => {
    const text = await (await exportCsv("/admin/newsletter.csv?status=subscribed", "admin")).text();
    expect(text).not.toContain("quoted,comma");
    expect(text).not.toContain("pending@example.com");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(1 + 56);
  });
});
