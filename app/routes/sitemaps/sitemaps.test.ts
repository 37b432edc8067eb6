// /robots.txt, /sitemap.xml and /sitemaps/* through the real app (app/routes.ts, the root and its middleware):
// docs/product/found-and-shared.md, "/robots.txt" and "Sitemaps".

import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, builders, listings, user } from "#app/db/schema.ts";
import { disallowedPaths } from "#app/modules/sitemaps/robots-txt.ts";
import { sitemapNamespace, xhtmlNamespace } from "#app/modules/sitemaps/sitemap-xml.ts";
import { parseSitemap } from "#app/modules/sitemaps/testing/parse-sitemap.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();
let app: AppRequestHandler | undefined;
async function get(path: string, headers: HeadersInit = {}): Promise<Response> {
  app ??= await createAppRequestHandler(bed.services);
  return app.handle(new Request(`${testBaseUrl}${path}`, { headers }));
}

const staticPages = [
  "/",
  "/listings",
  "/featured",
  "/builders",
  "/blog",
  "/about",
  "/sell-your-camper",
  "/builder-pricing",
  "/off-grid-rating",
  "/deal-rating",
  "/sold",
  "/developers",
  "/buying-safely",
  "/checking-paperwork",
  "/handover",
];
const ago = (days: number) => new Date(Date.now() - days * dayMs);
const listingChanged = "2025-05-06T07:08:09Z";
const postChanged = "2025-03-04T05:06:07Z";
let publicListing = "";
const notPublic: Record<string, string> = {};
let publicBuilder = "";

beforeAll(async () => {
  const db = bed.db;
  publicListing = await insertListingFixture(db, {
    make: "Ford",
    location: "Denver, CO",
    updatedAt: new Date(listingChanged),
  });
  notPublic.expired = await insertListingFixture(db, { expiresAt: ago(1) });
  notPublic.inactive = await insertListingFixture(db, { isActive: false });
  notPublic.sold = await insertListingFixture(db, { isActive: false, soldAt: ago(2) });
  notPublic.hidden = await insertListingFixture(db, { isApproved: false, moderationState: "hidden" });
  notPublic.underReview = await insertListingFixture(db, { isApproved: false, moderationState: "under_review" });
  await db.insert(user).values({ id: "builder", email: "b@example.com", name: "B", emailVerified: true });
  const profile = { userId: "builder", businessName: "Vans & Co", description: "Builds.", location: "Bend, OR" };
  const [shown, expired] = await db
    .insert(builders)
    .values([
      { ...profile, expiresAt: new Date(Date.now() + 300 * dayMs) },
      { ...profile, expiresAt: ago(1) },
    ])
    .returning({ id: builders.id });
  publicBuilder = shown?.id ?? "";
  notPublic.expiredBuilder = expired?.id ?? "";
  await db
    .insert(blogPosts)
    .values({ slug: "first-trip", title: "First trip", body: "Go.", updatedAt: new Date(postChanged) });
});

/** A page's two addresses as the sitemaps list them, English then French, each naming both and x-default. */
function inBothLanguages(path: string, lastmod?: unknown) {
  const english = `${testBaseUrl}${path}`;
  const french = `${testBaseUrl}/fr${path === "/" ? "" : path}`;
  const alternates = { "en-US": english, "fr-CA": french, "x-default": english };
  const dated = lastmod === undefined ? {} : { lastmod };
  return [
    { loc: english, ...dated, alternates },
    { loc: french, ...dated, alternates },
  ];
}

async function sitemapAt(path: string, fetch: typeof get = get) {
  const response = await fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  return parseSitemap(await response.text());
}

describe("/robots.txt", () => {
  it("lets every crawler read the site but the private and utility paths, and names the sitemap by absolute URL", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await response.text()).trimEnd().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines.at(-1)).toBe(`Sitemap: ${testBaseUrl}/sitemap.xml`);
    expect(lines).toEqual(expect.arrayContaining(["Disallow: /dashboard", "Disallow: /api/", "Disallow: /admin"]));
    // The French twins of the private pages (docs/product/languages.md), and of each rule.
    const rules = lines.filter((line) => line.startsWith("Disallow: "));
    expect(rules).toEqual(expect.arrayContaining(["Disallow: /fr/dashboard", "Disallow: /fr/listing/*/report"]));
    expect(rules).toHaveLength(disallowedPaths.length * 2);
  });
});

/** Whether robots.txt's rules keep a crawler from `path` (rules match from the start; `*` is any run). */
function isDisallowed(path: string): boolean {
  return disallowedPaths.some((rule) => {
    const pattern = rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*");
    return new RegExp(`^${pattern}`).test(path);
  });
}

describe("what robots.txt disallows", () => {
  it("keeps crawlers out of the accounts, owners', buyers', checkout, admin, API and dev pages", () => {
    const id = "0b6f4d1e-8c9a-4f0e-9e3b-1a2b3c4d5e6f";
    const kept = [
      "/sign-in-camper",
      "/sign-in",
      "/custom-sign-up",
      "/sign-up",
      "/forgot-password",
      "/reset-password?token=t",
      "/sign-out",
      "/dashboard",
      "/my-listings",
      "/my-builder-profile",
      "/submit-listing",
      `/edit-listing/${id}`,
      `/delete-listing/${id}`,
      `/renew-listing/${id}`,
      `/mark-as-sold/${id}`,
      "/submit-builder",
      "/submit-builder-form",
      `/builder/${id}/delete`,
      "/favorites",
      "/saved-searches",
      "/saved-searches/unsubscribe?token=t",
      "/inbox",
      `/inbox/${id}`,
      "/newsletter/confirm?token=t",
      "/newsletter/unsubscribe?token=t",
      "/price-drop-alerts/unsubscribe?token=t",
      `/listing/${id}/report`,
      `/listing/${id}/contact`,
      "/admin",
      "/admin/reports",
      "/admin/blog/first-trip",
      "/camper-checkout",
      "/builder-checkout",
      `/checkout/local/${id}`,
      "/success?session_id=s",
      "/cancel",
      "/builder-success",
      "/builder-cancel",
      "/api/places?q=po",
      "/api/auth/get-session",
      "/dev/mailbox",
    ];
    expect(kept.filter((path) => !isDisallowed(path))).toEqual([]);
  });

  it("leaves every public page to them", async () => {
    const { entries } = await sitemapAt("/sitemaps/pages.xml");
    const pages = entries.map((entry) => new URL(entry.loc).pathname);
    const open = [
      ...pages,
      "/listings?type=van",
      "/campers/vans",
      "/campers/skoolies/colorado",
      "/campers/make/mercedes-benz",
      `/listing/${publicListing}`,
      `/listings/${publicListing}`,
      `/builder/${publicBuilder}`,
      "/blog/first-trip",
      "/blog/rss.xml",
      "/sell",
      "/sitemap.xml",
      "/sitemaps/listings-1.xml",
    ];
    expect(open.filter(isDisallowed)).toEqual([]);
  });
});

describe("/sitemap.xml", () => {
  it("is a sitemap index naming every child that has an address, each with its newest change", async () => {
    const index = await sitemapAt("/sitemap.xml");
    expect(index.kind).toBe("sitemapindex");
    expect(index.entries.map((entry) => entry.loc)).toEqual(
      ["pages", "landing-pages", "listings-1", "builders", "blog"].map((name) => `${testBaseUrl}/sitemaps/${name}.xml`),
    );
    for (const entry of index.entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const lastmodOf = (name: string) => index.entries.find((entry) => entry.loc.endsWith(`/${name}.xml`))?.lastmod;
    expect(lastmodOf("listings-1")).toBe(listingChanged);
    expect(lastmodOf("landing-pages")).toBe(listingChanged);
    expect(lastmodOf("blog")).toBe(postChanged);
  });
});

describe("/sitemaps/*", () => {
  it("lists only the public listings, each in English and in French with its last change and both alternates", async () => {
    const sitemap = await sitemapAt("/sitemaps/listings-1.xml");
    expect(sitemap.kind).toBe("urlset");
    expect(sitemap.namespaces).toEqual({ "": sitemapNamespace, xhtml: xhtmlNamespace });
    expect(sitemap.entries).toEqual(inBothLanguages(`/listing/${publicListing}`, listingChanged));
    const text = JSON.stringify(sitemap);
    for (const id of Object.values(notPublic)) expect(text).not.toContain(id);
  });

  it("is made anew once the listings change, not served from what the server kept", async () => {
    const before = await sitemapAt("/sitemaps/listings-1.xml");
    expect(await sitemapAt("/sitemaps/listings-1.xml")).toEqual(before);
    const added = await insertListingFixture(bed.db, { location: "Moab, UT" });
    const after = (await sitemapAt("/sitemaps/listings-1.xml")).entries.map((entry) => entry.loc);
    expect(after).toEqual([
      ...before.entries.map((entry) => entry.loc),
      `${testBaseUrl}/listing/${added}`,
      `${testBaseUrl}/fr/listing/${added}`,
    ]);
    await bed.db.delete(listings).where(eq(listings.id, added));
  });

  it("comes compressed to a client that takes gzip, the same XML as without, and plain to one that refuses it", async () => {
    const plain = await get("/sitemaps/listings-1.xml");
    const compressed = await get("/sitemaps/listings-1.xml", { "Accept-Encoding": "br, gzip" });
    const refused = await get("/sitemaps/listings-1.xml", { "Accept-Encoding": "gzip;q=0, br" });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(refused.headers.get("content-encoding")).toBeNull();
    const xml = await plain.text();
    expect(xml).toContain(`/listing/${publicListing}`);
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString("utf8")).toBe(xml);
    expect(await refused.text()).toBe(xml);
  });

  it("answers 404 past the last listings file, and for a name that is no sitemap", async () => {
    for (const path of [
      "/sitemaps/listings-2.xml",
      "/sitemaps/listings-0.xml",
      "/sitemaps/listings-01.xml",
      "/sitemaps/listings-99999999999.xml",
      "/sitemaps/listings-x.xml",
      "/sitemaps/listings.xml",
      "/sitemaps/pages",
      "/sitemaps/%00",
      "/sitemaps/../robots.txt.xml",
    ]) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });

  it("lists the static pages, the landing pages with listings, the directory's builders and the posts, in both languages", async () => {
    const pages = (await sitemapAt("/sitemaps/pages.xml")).entries;
    expect(pages.map((entry) => entry.loc.slice(testBaseUrl.length))).toEqual(
      staticPages.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`]),
    );
    expect(pages.filter((entry) => entry.loc.endsWith("/about"))).toEqual(inBothLanguages("/about"));
    expect(pages.slice(0, 2)).toEqual(inBothLanguages("/", listingChanged));
    // One Ford listing makes no make page (3 listings from 2 sellers do, found-and-shared.md): none is listed.
    expect((await sitemapAt("/sitemaps/landing-pages.xml")).entries).toEqual([
      ...inBothLanguages("/campers/vans", listingChanged),
      ...inBothLanguages("/campers/vans/colorado", listingChanged),
    ]);
    expect((await sitemapAt("/sitemaps/builders.xml")).entries).toEqual(
      inBothLanguages(`/builder/${publicBuilder}`, expect.any(String)),
    );
    expect((await sitemapAt("/sitemaps/blog.xml")).entries).toEqual(inBothLanguages("/blog/first-trip", postChanged));
  });
});

describe("while the French pages are not announced (OFFER_FRENCH=false)", () => {
  let quiet: AppRequestHandler | undefined;
  async function getQuietly(path: string): Promise<Response> {
    // The same services, cache included, as the app that announces French: what it kept must not answer here.
    quiet ??= await createAppRequestHandler({ ...bed.services, env: { ...bed.services.env, OFFER_FRENCH: false } });
    return quiet.handle(new Request(`${testBaseUrl}${path}`));
  }

  it("lists the English addresses alone, without alternates or the xhtml namespace, as before French", async () => {
    await sitemapAt("/sitemaps/listings-1.xml");
    await sitemapAt("/sitemaps/pages.xml");
    const listingsFile = await sitemapAt("/sitemaps/listings-1.xml", getQuietly);
    expect(listingsFile.namespaces).toEqual({ "": sitemapNamespace });
    expect(listingsFile.entries).toEqual([{ loc: `${testBaseUrl}/listing/${publicListing}`, lastmod: listingChanged }]);
    const pages = (await sitemapAt("/sitemaps/pages.xml", getQuietly)).entries;
    expect(pages.map((entry) => entry.loc.slice(testBaseUrl.length))).toEqual(staticPages);
    for (const name of ["landing-pages", "builders", "blog"]) {
      const entries = (await sitemapAt(`/sitemaps/${name}.xml`, getQuietly)).entries;
      expect(entries.filter((entry) => entry.loc.includes("/fr") || entry.alternates)).toEqual([]);
    }
    const index = await sitemapAt("/sitemap.xml", getQuietly);
    expect(index.entries.map((entry) => entry.loc)).toContain(`${testBaseUrl}/sitemaps/listings-1.xml`);
  });
});
