import { and, between, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { firstImage } from "#app/modules/listings/listing-card-columns.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isInBoundingBox, listingFilters } from "#app/modules/search/listing-filters.server.ts";
import { pendingSalesLeftOut } from "#app/modules/search/sale-pending-filter.server.ts";
import type { BoundingBox, SearchInput } from "#app/modules/search/search-params.ts";
import { isInRadiusBox, type RadiusCentre } from "#app/modules/search/within-radius.server.ts";
import { absorbCoveredPins, hasPillRoomOnPhone, meanPosition } from "./absorb-covered-pins.ts";
import { boundsOfView, clusterCellSize, clusterRows, type MapView } from "./map-view.ts";
import { moneyOf, shortMoney } from "./price-label.ts";
import { latitudeOf, longitudeOf, mercatorY } from "./web-mercator.ts";

/** A listing alone in its cell: what its pin's name and card show. */
export interface MapListing {
  id: string;
  title: string;
  make: string;
  model: string;
  year: number;
  /** The asking price, in cents of `currency`. */
  askingPriceCents: number;
  currency: Currency;
  location: string;
  image: string | null;
}

/** One grid cell's listings: their number and mean position in viewBox pixels. */
export interface MapCluster {
  left: number;
  top: number;
  count: number;
  /** The listing, when the cell holds one. */
  listing: MapListing | null;
  /** A pin's short price, which its pill shows ('$48k'). */
  label?: string | undefined;
  /** Whether a pin's pill has room on a phone too; without it the phone draws a dot. */
  hasPhonePill?: boolean;
}

export interface ClusterListingsOptions {
  db: Database;
  input: SearchInput;
  view: MapView;
  /** The geocoded location of a radius search. */
  centre?: RadiusCentre;
}

export interface ListingClusters {
  clusters: MapCluster[];
  /** Listings matching the search that have no coordinates, so no place on any map. */
  unplacedCount: number;
}

/**
 * The public listings matching the search inside the view, clustered by the database into cells of
 * clusterCellSize pixels (docs/product/map.md, Pins and clusters): one grouped query whose answer has
 * at most one row per cell of the view, however many listings match.
 */
export async function clusterListings({ db, input, view, centre }: ClusterListingsOptions): Promise<MapCluster[]> {
  const searched = searchedListings(input, centre);
  const bounds = boundsOfView(view);
  const west = longitudeOf(view.x);
  // Degrees east of the view's left edge (across the antimeridian too), and the row of cells by
  // latitude: Mercator rows are latitude bands, found by a binary search over their edges.
  const fromWest = sql`(${listings.longitude} - ${west}::float8)`;
  const eastOfWest = sql`(${fromWest} - 360 * floor(${fromWest} / 360))`;
  const rowEdges = Array.from({ length: clusterRows + 1 }, (_, row) =>
    latitudeOf(view.y + ((clusterRows - row) * clusterCellSize) / view.scale),
  );
  const cells = db.$with("cells").as(
    db
      .select({
        count: sql<number>`count(*)::int`.as("count"),
        eastOfWest: sql<number>`avg(${eastOfWest})`.as("east_of_west"),
        latitude: sql<number>`avg(${listings.latitude})`.as("mean_latitude"),
        firstId: sql<string>`min(${listings.id}::text)::uuid`.as("first_id"),
      })
      .from(listings)
      .where(and(...searched, isInView(bounds)))
      .groupBy(
        sql`floor(${eastOfWest} * ${view.scale / 360 / clusterCellSize}::float8)`,
        sql`width_bucket(${listings.latitude}, ${sql.raw(`array[${rowEdges.join(",")}]::float8[]`)})`,
      ),
  );
  const rows = await db
    .with(cells)
    .select({
      count: cells.count,
      eastOfWest: cells.eastOfWest,
      latitude: cells.latitude,
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      askingPriceCents: listings.askingPriceCents,
      currency: listings.currency,
      location: listings.location,
      image: firstImage(listings.images),
    })
    .from(cells)
    .leftJoin(listings, and(eq(cells.count, 1), eq(listings.id, cells.firstId)));
  const clusters = rows.map(({ eastOfWest, latitude, ...row }) =>
    clusterOf({
      ...row,
      left: (Number(eastOfWest) / 360) * view.scale,
      top: (mercatorY(Number(latitude)) - view.y) * view.scale,
    }),
  );
  const labelled = clusters.map((cluster) => ({
    ...cluster,
    // As wide as an English pin says it, for the covering below; the page writes it in its language.
    label: cluster.listing ? shortMoney(moneyOf(cluster.listing), "en-US", "USD") : undefined,
  }));
  const absorbed = absorbCoveredPins(labelled, (cluster, pin) => ({
    ...meanPosition(cluster, pin),
    listing: null,
    label: undefined,
  }));
  return absorbed
    .map((marker) => (marker.listing ? { ...marker, hasPhonePill: hasPillRoomOnPhone(marker, absorbed) } : marker))
    .sort((a, b) => a.top - b.top || a.left - b.left);
}

/** Listings matching the search that have no coordinates, so no place on any map (the view plays no part). */
export async function countUnplacedListings({
  db,
  input,
  centre,
}: Omit<ClusterListingsOptions, "view">): Promise<number> {
  const [unplaced] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...searchedListings(input, centre), or(isNull(listings.latitude), isNull(listings.longitude))));
  return unplaced?.count ?? 0;
}

/** Public listings matching the search, wherever they are. */
function searchedListings(input: SearchInput, centre: RadiusCentre | undefined) {
  return [
    isPublicListing(),
    ...listingFilters(listings, { ...input, bbox: undefined }, centre),
    pendingSalesLeftOut(input),
    centre && input.radiusMiles ? isInRadiusBox(centre, input.radiusMiles) : undefined,
  ];
}

/** Views wider than this read every public listing's coordinates from a walk index instead (below). */
const widestGistViewDegrees = 20;

/**
 * Listings inside the view. A narrow view asks the GiST index (isInBoundingBox); a wide one holds so
 * many listings that reading their coordinates from a covering walk index in one pass is cheaper,
 * which PostgreSQL only sees through plain ranges: it cannot estimate how many points a box holds.
 */
function isInView(bounds: BoundingBox): SQL {
  const span = bounds.east >= bounds.west ? bounds.east - bounds.west : bounds.east - bounds.west + 360;
  if (span <= widestGistViewDegrees) return isInBoundingBox(listings, bounds);
  const latitudes = between(listings.latitude, bounds.south, bounds.north);
  const longitudes =
    bounds.west <= bounds.east
      ? between(listings.longitude, bounds.west, bounds.east)
      : or(gte(listings.longitude, bounds.west), lte(listings.longitude, bounds.east));
  return and(latitudes, longitudes) as SQL;
}

type ClusterRow = { count: number; left: number; top: number } & { [K in keyof MapListing]: MapListing[K] | null };

function clusterOf({ count, left, top, ...listing }: ClusterRow): MapCluster {
  const position = { left: round1(Number(left)), top: round1(Number(top)), count };
  const { id, title, make, model, year, askingPriceCents, currency, location, image } = listing;
  if (count !== 1 || id === null) return { ...position, listing: null };
  return {
    ...position,
    listing: {
      id,
      title: title ?? "",
      make: make ?? "",
      model: model ?? "",
      year: year ?? 0,
      askingPriceCents: askingPriceCents ?? 0,
      currency: currency ?? "USD",
      location: location ?? "",
      image,
    },
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
