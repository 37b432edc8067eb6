// The paperwork filters (docs/product/vin-and-paperwork.md, Paperwork): title=clean, no_lien=1 and inspected=1 keep
// only the listings whose seller says so; a listing that leaves it unstated never matches.
import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { searchListings } from "./search-listings.server.ts";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(listings);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const campers: Partial<NewListing>[] = [
  { title: "Clean and free", make: "Paperworks", titleStatus: "clean", lien: "none", lastInspectedOn: daysAgo(40) },
  { title: "Clean, lien paid at sale", make: "Paperworks", titleStatus: "clean", lien: "paid_at_sale" },
  {
    title: "Salvage, no lien",
    make: "Paperworks",
    titleStatus: "salvage",
    lien: "none",
    lastInspectedOn: daysAgo(500),
  },
  { title: "Says nothing", make: "Paperworks" },
];

async function titlesFor(query: string) {
  const read = readSearchQuery(new URLSearchParams(query));
  if (!read.ok) throw new Error(`${query} does not parse`);
  const found = await searchListings({ db: bed.db, geocoder: fakeGeocoder({}), input: read.data, pageSize: 50 });
  return found.listings.map((listing) => listing.title).sort();
}

describe("the paperwork filters", () => {
  it("keep only what the seller states: a clean title, no lien, an inspection in the last 12 months", async () => {
    for (const camper of campers) await insertListingFixture(bed.db, camper);
    expect(await titlesFor("title=clean")).toEqual(["Clean and free", "Clean, lien paid at sale"]);
    expect(await titlesFor("no_lien=1")).toEqual(["Clean and free", "Salvage, no lien"]);
    expect(await titlesFor("title=clean&no_lien=1")).toEqual(["Clean and free"]);
    expect(await titlesFor("inspected=1")).toEqual(["Clean and free"]);
    // 'Include campers that don't say' widens the camper details, never what the paperwork must state.
    expect(await titlesFor("title=clean&no_lien=1&include_unstated=1")).toEqual(["Clean and free"]);
  });

  it("answer /listings?title=clean&no_lien=1 with those listings and their chips, and refuse other values", async () => {
    for (const camper of campers) await insertListingFixture(bed.db, camper);
    const { status, html } = await pageThroughApp(pageRequest("/listings?title=clean&no_lien=1"), bed.services);
    expect(status).toBe(200);
    expect(html).toContain("Clean and free");
    for (const other of ["Clean, lien paid at sale", "Salvage, no lien", "Says nothing"]) {
      expect(html).not.toContain(other);
    }
    // The filter panel shows both boxes ticked.
    expect(html).toMatch(/<input type="checkbox"[^>]*name="title" checked="" value="clean"/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="no_lien" checked="" value="1"/);
    const refused = await pageThroughApp(pageRequest("/listings?title=salvage"), bed.services);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("A clean title is title=clean, or left out.");
  });
});
