import { beforeEach, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { english } from "#app/test/translator.tsx";
import { boundsOfView, markerKey } from "./map-view.ts";
import { invalidPinMessage, mapQueryShape, runListingMap } from "./run-listing-map.server.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const denver = { latitude: 39.7392, longitude: -104.9903 };
const geocoder = fakeGeocoder({ "denver, co": denver });

/** The map of /listings?{query}, read as its loader reads it: the map, or a message per parameter. */
async function map(query: string, tilesUrl?: string) {
  const read = readSearchQuery(new URLSearchParams(query), mapQueryShape);
  if (!read.ok) return { ok: false as const, errors: read.failure.reply.fieldErrors ?? {} };
  const { pin, ...input } = read.data;
  return { ok: true as const, map: await runListingMap({ db: database.db, geocoder, input, pin, tilesUrl }) };
}

describe("runListingMap", () => {
  it("draws the offline outlines by default, and opens the card of a pin named in the URL", async () => {
    const [listing] = await database.db
      .insert(listings)
      .values(listingFixture({ title: "denver van", ...denver, location: "Denver, CO" }))
      .returning();
    const result = await map(`view=map&pin=${listing?.id}`);
    if (!result.ok) throw new Error("expected a map");
    expect(result.map.isDefaultView).toBe(true);
    expect(result.map.tiles).toEqual([]);
    expect(result.map.basemap[0]?.href).toMatch(/^\/map\/basemap\.svg\?detail=0&v=[\w-]+#basemap$/);
    expect(result.map.openListing).toMatchObject({ id: listing?.id, title: "denver van" });
    expect(await map("view=map")).toMatchObject({ ok: true, map: { openListing: null } });
  });

  it("places the tile server's tiles instead when MAP_TILES_URL is set", async () => {
    const result = await map("view=map&bbox=-106,39,-104,40.5", "https://tile.example.org/{z}/{x}/{y}.png");
    if (!result.ok) throw new Error("expected a map");
    expect(result.map.isDefaultView).toBe(false);
    expect(result.map.basemap).toEqual([]);
    expect(result.map.tiles.length).toBeGreaterThan(0);
    expect(result.map.tiles[0]?.href).toMatch(/^https:\/\/tile\.example\.org\/\d+\/\d+\/\d+\.png$/);
  });

  it("answers a bad pin or a bad search parameter with its message", async () => {
    expect(await map("view=map&pin=../../etc")).toEqual({ ok: false, errors: { pin: invalidPinMessage } });
    expect(english(invalidPinMessage)).toBe("That map pin is not a listing.");
    const bad = await map("view=map&bbox=1,2,3&minPrice=x");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["bbox", "minPrice"]);
  });

  it("fits a radius search's circle without a bbox, and lists the view's listings beside it in the search's order", async () => {
    const boulder = { latitude: 40.015, longitude: -105.2705 };
    const portland = { latitude: 45.5152, longitude: -122.6784 };
    await database.db
      .insert(listings)
      .values([
        listingFixture({ title: "cheap denver", ...denver, priceCents: 2_000_000 }),
        listingFixture({ title: "dear boulder", ...boulder, priceCents: 9_000_000 }),
        listingFixture({ title: "portland", ...portland, priceCents: 3_000_000 }),
      ]);
    const result = await map("view=map&location=Denver%2C+CO&radius=250&sort=price_desc");
    if (!result.ok) throw new Error("expected a map");
    const shown = boundsOfView(result.map.view);
    expect(result.map.isDefaultView).toBe(true);
    expect(shown.west).toBeGreaterThan(-115);
    expect(shown.east).toBeLessThan(-95);
    expect(shown.south).toBeGreaterThan(33);
    expect(shown.north).toBeLessThan(46);
    expect(result.map.area.listings.map((listing) => listing.title)).toEqual(["dear boulder", "cheap denver"]);
    // Each listed listing names its marker: a pin of its own or the cluster that holds it.
    const keys = new Set(result.map.clusters.map(markerKey));
    for (const listing of result.map.area.listings) expect(keys).toContain(result.map.area.markerOf[listing.id]);
    expect(result.map.clusters.flatMap((cluster) => cluster.label ?? [])).toEqual(
      result.map.clusters.filter((cluster) => cluster.listing).map(() => expect.stringMatching(/^\$\d+k$/)),
    );
    // Place names around, clear of the markers (Denver's own lies under its pin).
    expect(result.map.placeNames.map((name) => name.name)).toEqual(
      expect.arrayContaining(["Colorado", "Colorado Springs"]),
    );
  });

  it("says so when the search's location cannot be found", async () => {
    const result = await map("view=map&location=Atlantis&radius=100");
    expect(result).toMatchObject({ ok: true, map: { clusters: [], notice: "map.unknownLocation" } });
    expect(english("map.unknownLocation")).toBe("We could not find that location, so the map shows no listings.");
  });
});
