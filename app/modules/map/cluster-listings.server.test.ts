import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { clusterListings, countUnplacedListings } from "./cluster-listings.server.ts";
import { clusterCellSize, defaultMapBounds, mapHeight, mapWidth, viewOfBounds } from "./map-view.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const denver = { latitude: 39.7392, longitude: -104.9903 };
const boulder = { latitude: 40.015, longitude: -105.2705 };
const portland = { latitude: 45.5152, longitude: -122.6784 };
const london = { latitude: 51.5072, longitude: -0.1276 };

async function insert(...rows: Partial<NewListing>[]) {
  await database.db.insert(listings).values(rows.map((row) => listingFixture(row)));
}

async function clusters(input: Partial<SearchInput> = {}, bounds = defaultMapBounds) {
  const search: SearchInput = { sortBy: "newest", ...input };
  return {
    clusters: await clusterListings({ db: database.db, input: search, view: viewOfBounds(bounds) }),
    unplacedCount: await countUnplacedListings({ db: database.db, input: search }),
  };
}

describe("clusterListings", () => {
  it("clusters listings per grid cell of the view, with their count and mean position, and leaves out the world outside", async () => {
    await insert(
      { title: "denver 1", ...denver },
      { title: "denver 2", ...denver, latitude: denver.latitude + 0.01 },
      { title: "boulder", ...boulder },
      { title: "portland", ...portland, priceCents: 4_500_000, year: 2018, make: "Ford", model: "Transit" },
      { title: "london", ...london },
    );
    const { clusters: cells, unplacedCount } = await clusters();
    expect(unplacedCount).toBe(0);
    // At the default view Denver and Boulder (40 km apart) share a cell; Portland is alone; London is off the map.
    expect(cells.map((cell) => cell.count).sort()).toEqual([1, 3]);
    const colorado = cells.find((cell) => cell.count === 3);
    expect(colorado?.listing).toBeNull();
    const single = cells.find((cell) => cell.count === 1);
    expect(single?.listing).toMatchObject({
      title: "portland",
      askingPriceCents: 4_500_000,
      currency: "USD",
      year: 2018,
      make: "Ford",
      model: "Transit",
      location: "Portland, OR",
    });
    for (const cell of cells) {
      expect(cell.left).toBeGreaterThanOrEqual(0);
      expect(cell.left).toBeLessThan(mapWidth);
      expect(cell.top).toBeGreaterThanOrEqual(0);
      expect(cell.top).toBeLessThan(mapHeight);
    }
    // Portland lies west and north of Colorado.
    expect(single?.left).toBeLessThan(colorado?.left ?? 0);
    expect(single?.top).toBeLessThan(colorado?.top ?? 0);
  });

  it("splits a cluster when the view zooms in on it, and keeps only the view's listings", async () => {
    await insert({ title: "denver", ...denver }, { title: "boulder", ...boulder }, { title: "portland", ...portland });
    const front = { west: -105.6, south: 39.5, east: -104.7, north: 40.3 };
    const { clusters: cells } = await clusters({}, front);
    expect(cells.map((cell) => cell.listing?.title).sort()).toEqual(["boulder", "denver"]);
    // Boulder is north-west of Denver; cells are sorted top to bottom.
    expect(cells[0]?.listing?.title).toBe("boulder");
    const [boulderCell, denverCell] = cells;
    expect(Math.abs((boulderCell?.left ?? 0) - (denverCell?.left ?? 0))).toBeGreaterThan(clusterCellSize / 2);
  });

  it("applies the search's filters and shows public listings only", async () => {
    await insert(
      { title: "van", ...denver, vehicleType: "van" },
      { title: "rv", ...denver, vehicleType: "rv" },
      { title: "expensive van", ...portland, vehicleType: "van", priceCents: 20_000_000 },
      { title: "expired", ...denver, expiresAt: new Date(Date.now() - 1000) },
      { title: "unapproved", ...denver, isApproved: false },
      { title: "inactive", ...denver, isActive: false },
    );
    const { clusters: cells } = await clusters({ vehicleType: "van", maxPriceCents: 10_000_000 });
    expect(cells).toHaveLength(1);
    expect(cells[0]?.listing?.title).toBe("van");
    const all = await clusters();
    expect(all.clusters.reduce((sum, cell) => sum + cell.count, 0)).toBe(3);
  });

  it("counts the matching listings without coordinates apart, wherever the view is", async () => {
    await insert(
      { title: "placed", ...denver },
      { title: "nowhere van", latitude: null, longitude: null, vehicleType: "van" },
      { title: "nowhere rv", latitude: null, longitude: null, vehicleType: "rv" },
      { title: "nowhere expired", latitude: null, longitude: null, expiresAt: new Date(Date.now() - 1000) },
    );
    expect((await clusters()).unplacedCount).toBe(2);
    expect((await clusters({ vehicleType: "van" })).unplacedCount).toBe(1);
    expect((await clusters({ bbox: { west: 0, south: 40, east: 10, north: 50 } })).unplacedCount).toBe(2);
  });

  it("places listings across the antimeridian east of a view that crosses it", async () => {
    await insert(
      { title: "aleutians west", latitude: 52.9, longitude: 173.1 },
      { title: "aleutians east", latitude: 52.2, longitude: -174.2 },
    );
    // A narrow view (the GiST index's box) and a wide one (plain ranges over a walk index).
    for (const [west, east] of [
      [170, -170],
      [150, -140],
    ] as const) {
      const { clusters: cells } = await clusters({}, { west, south: 50, east, north: 56 });
      const byTitle = new Map(cells.map((cell) => [cell.listing?.title, cell]));
      expect([...byTitle.keys()].sort()).toEqual(["aleutians east", "aleutians west"]);
      expect(byTitle.get("aleutians west")?.left ?? 0).toBeLessThan(byTitle.get("aleutians east")?.left ?? 0);
    }
  });
});
