// The Atom feeds through the whole app (docs/product/open-platform.md, Atom feeds): a search's public feed lists
// what /listings lists, a bad parameter is the page's 400, a saved search's private feed answers its token only.
import { beforeAll, describe, expect, it } from "vitest";
import { savedSearches } from "#app/db/schema.ts";
import { parseAtom } from "#app/modules/feeds/testing/parse-atom.ts";
import { testGeocoder } from "#app/modules/saved-searches/testing/saved-search-fixture.ts";
import { createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ services: { geocoder: testGeocoder() }, accounts: { buyer: "feeds@example.com" } });

const get = async (path: string, cookie?: string) => {
  const app = await createAppRequestHandler(bed.services);
  return app.handle(pageRequest(path, cookie));
};
const post = async (form: Record<string, string>) => {
  const app = await createAppRequestHandler(bed.services);
  return app.handle(formRequest("/saved-searches", form, bed.accounts.buyer.cookie));
};
const listingIdsIn = (html: string) => [
  ...new Set([...html.matchAll(/href="\/listing\/([0-9a-f-]{36})"/g)].map((match) => match[1])),
];
const listingIdOf = (url: string) => /\/listing\/([0-9a-f-]{36})$/.exec(url)?.[1];

let vans: string[] = [];
beforeAll(async () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);
  vans = [];
  for (const [days, price] of [
    [3, 4_000_000],
    [1, 6_000_000],
    [2, 5_000_000],
  ] as const) {
    vans.push(
      await insertListingFixture(bed.db, {
        make: "Feedmobile",
        title: `Van listed ${days} days ago`,
        priceCents: price,
        createdAt: daysAgo(days),
      }),
    );
  }
  await insertListingFixture(bed.db, { make: "Feedmobile", vehicleType: "rv", title: "An RV", createdAt: daysAgo(1) });
  await insertListingFixture(bed.db, {
    make: "Feedmobile",
    vehicleType: "van",
    title: `<script>alert(1)</script> ]]> \u0007 🚐 & more`,
    location: "Nowhere \u0001, <b>OR</b>",
    createdAt: daysAgo(10),
  });
});

describe("/listings/feed.atom", () => {
  it("lists exactly what /listings lists for the same search, in its order, as valid Atom", async () => {
    for (const search of ["vehicleType=van&make=Feedmobile", "make=Feedmobile&sort=price_asc"]) {
      const feed = await get(`/listings/feed.atom?${search}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
      expect(feed.headers.get("cache-control")).toBe("public, max-age=300");
      const parsed = parseAtom(await feed.text());
      const page = await get(`/listings?${search}`);
      expect(parsed.entries.map((entry) => listingIdOf(entry.href))).toEqual(listingIdsIn(await page.text()));
    }
    const parsed = parseAtom(await (await get("/listings/feed.atom?vehicleType=van&make=Feedmobile")).text());
    expect(parsed.entries.slice(0, 3).map((entry) => listingIdOf(entry.id))).toEqual([vans[1], vans[2], vans[0]]);
    expect(parsed).toMatchObject({
      title: "Roamstead: Van Feedmobile",
      selfHref: expect.stringMatching(/\/listings\/feed\.atom\?vehicleType=van&make=Feedmobile$/),
      alternateHref: expect.stringMatching(/\/listings\?vehicleType=van&make=Feedmobile$/),
      lang: "en-US",
    });
    expect(parsed.entries[0]).toMatchObject({
      title: "Van listed 1 days ago",
      summary: expect.stringMatching(/^US\$60,000 · 2019 · 48,000\smiles \(77,249\skm\) · Portland, OR$/),
    });
  });

  it("keeps a seller's hostile text as text", async () => {
    const xml = await (await get("/listings/feed.atom?make=Feedmobile")).text();
    expect(xml).not.toContain("<script>");
    const hostile = parseAtom(xml).entries.find((entry) => entry.title.includes("script"));
    expect(hostile).toMatchObject({ title: "<script>alert(1)</script> ]]>  🚐 & more" });
    expect(hostile?.summary).toContain("Nowhere , <b>OR</b>");
  });

  it("answers a bad parameter with the page's 400, its message as plain text", async () => {
    const feed = await get("/listings/feed.atom?minPrice=abc");
    expect(feed.status).toBe(400);
    expect((await get("/listings?minPrice=abc")).status).toBe(400);
    expect(feed.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await feed.text()).toContain("minPrice: Minimum price must be a whole number of dollars.");
    expect((await get("/listings/feed.atom?region=atlantis")).status).toBe(400);
  });

  it("is in French under /fr", async () => {
    const parsed = parseAtom(await (await get("/fr/listings/feed.atom?vehicleType=van&make=Feedmobile")).text());
    expect(parsed).toMatchObject({ title: "Roamstead : Fourgonnette aménagée Feedmobile", lang: "fr-CA" });
    expect(parsed.entries[0]?.href).toMatch(/\/fr\/listing\//);
  });

  it("is announced by /listings and the landing pages", async () => {
    const page = await (await get("/listings?vehicleType=van&make=Feedmobile")).text();
    expect(page).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Atom feed: Van Feedmobile" href="[^"]*\/listings\/feed\.atom\?vehicleType=van&amp;make=Feedmobile"/,
    );
    const landing = await (await get("/campers/vans")).text();
    expect(landing).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Atom feed: [^"]+" href="[^"]*\/listings\/feed\.atom\?vehicleType=van"/,
    );
    const region = await (await get("/campers/vans/oregon")).text();
    expect(region).toMatch(/href="[^"]*\/listings\/feed\.atom\?vehicleType=van&amp;region=oregon"/);
    const oregon = parseAtom(await (await get("/listings/feed.atom?vehicleType=van&region=oregon")).text());
    expect(oregon.title).toBe("Roamstead: Van in Oregon");
  });
});

describe("a saved search's feed", () => {
  it("answers its token only: created, renewed (the old one 404), turned off (404)", async () => {
    await bed.db.delete(savedSearches);
    await post({ intent: "save", name: "Feed vans", frequency: "off", query: "vehicleType=van&make=Feedmobile" });
    const [saved] = await bed.db.select().from(savedSearches);
    if (!saved) throw new Error("not saved");
    expect(saved.feedToken).toBeNull();
    expect((await post({ intent: "feed", id: saved.id })).status).toBe(200);
    const page = await (await get("/saved-searches", bed.accounts.buyer.cookie)).text();
    const address = /value="(https?:\/\/[^"]+\/feeds\/[A-Za-z0-9_-]{43}\.atom)"/.exec(page)?.[1];
    expect(address).toBeDefined();
    expect(page).toContain('rel="alternate" type="application/atom+xml" title="Atom feed: Feed vans"');
    const path = new URL(address ?? "").pathname;
    const feed = await get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const parsed = parseAtom(await feed.text());
    expect(parsed).toMatchObject({ id: `urn:uuid:${saved.id}`, title: "Roamstead: Feed vans" });
    expect(parsed.entries.map((entry) => listingIdOf(entry.href))).toEqual(
      parseAtom(await (await get("/listings/feed.atom?vehicleType=van&make=Feedmobile")).text()).entries.map((entry) =>
        listingIdOf(entry.href),
      ),
    );

    expect((await get(`/feeds/${"A".repeat(43)}.atom`)).status).toBe(404);
    await post({ intent: "feed", id: saved.id });
    expect((await get(path)).status).toBe(404);
    const [renewed] = await bed.db.select().from(savedSearches);
    expect(renewed?.feedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get(`/feeds/${renewed?.feedToken}.atom`)).status).toBe(200);
    await post({ intent: "feed-off", id: saved.id });
    expect((await get(`/feeds/${renewed?.feedToken}.atom`)).status).toBe(404);
  });
});
