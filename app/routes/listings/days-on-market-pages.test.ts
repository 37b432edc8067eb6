// 'Listed 23 days ago' where buyers see it (docs/product/making-the-deal.md, "Days on market"): on the listing page and
// on the search's cards, in English and in French, counted from the camper's first listing; and the sort
// 'Fewest days on market' offered and applied.
import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed();
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs - 60_000);
const make = "Daysonmarket";
let relisted = "";

beforeAll(async () => {
  // Published yesterday, but the camper was first listed 23 days ago (a relist).
  relisted = await insertListingFixture(bed.db, {
    make,
    title: "Relisted Transit",
    createdAt: daysAgo(1),
    firstListedAt: daysAgo(23),
  });
  await insertListingFixture(bed.db, {
    make,
    title: "Older Transit",
    createdAt: daysAgo(5),
    firstListedAt: daysAgo(5),
  });
});

/** The page's HTML without its scripts (the messages it carries for the browser). */
async function shown(path: string) {
  const { status, html } = await pageThroughApp(pageRequest(path), bed.services);
  expect(status, path).toBe(200);
  return html.replace(/<script[\s\S]*?<\/script>/g, "");
}

describe("days on market on the pages (docs/product/making-the-deal.md)", () => {
  it("says 'Listed today', 'Listed 1 day ago', 'Listed 23 days ago', and the same in French", () => {
    const english = translatorFor("en-US");
    const french = translatorFor("fr-CA");
    const said = (days: number) => [
      english.t("listings.daysOnMarket.listed", { days }),
      french.t("listings.daysOnMarket.listed", { days }),
    ];
    expect(said(0)).toEqual(["Listed today", "Mis en vente aujourd’hui"]);
    expect(said(1)).toEqual(["Listed 1 day ago", "Mis en vente il y a 1 jour"]);
    expect(said(23)).toEqual(["Listed 23 days ago", "Mis en vente il y a 23 jours"]);
  });

  it("shows it on the listing page, counted from the camper's first listing", async () => {
    expect(await shown(`/listing/${relisted}`)).toContain("Listed 23 days ago");
    expect(await shown(`/fr/listing/${relisted}`)).toContain("Mis en vente il y a 23 jours");
  });

  it("shows it on the cards, and sorts by 'Fewest days on market'", async () => {
    const newest = await shown(`/listings?make=${make}`);
    expect(newest).toContain("Listed 23 days ago");
    expect(newest).toContain("Listed 5 days ago");
    expect(newest).toContain(">Fewest days on market<");
    // Newest listings first: the relist, published yesterday, comes first.
    expect(newest.indexOf("Relisted Transit")).toBeLessThan(newest.indexOf("Older Transit"));
    const fewestDays = await shown(`/listings?make=${make}&sortBy=days_asc`);
    expect(fewestDays.indexOf("Older Transit")).toBeLessThan(fewestDays.indexOf("Relisted Transit"));
    expect(await shown(`/fr/listings?make=${make}`)).toContain("Mis en vente il y a 23 jours");
  });
});
