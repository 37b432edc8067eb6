import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { firstImage } from "#app/modules/listings/listing-card-columns.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isInBoundingBox, listingFilters } from "#app/modules/search/listing-filters.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { isInRadiusBox, type RadiusCentre } from "#app/modules/search/within-radius.server.ts";
import { boundsOfView, clusterCellSize, type MapView } from "./map-view.ts";
import { longitudeOf } from "./web-mercator.ts";

/** A listing alone in its cell: what its pin's name and card show. */
export interface MapListing {
  id: string;
  title: string;
  make: string;
  model: string;
  year: number;
  priceCents: number;
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
export async function clusterListings({ db, input, view, centre }: ClusterListingsOptions): Promise<ListingClusters> {
  const searched = [
    isPublicListing(),
    ...listingFilters(listings, { ...input, bbox: undefined }, centre),
    centre && input.radiusMiles ? isInRadiusBox(centre, input.radiusMiles) : undefined,
  ];
  const west = longitudeOf(view.x);
  // Pixels from the view's left edge (measured eastward, across the antimeridian too) and its top edge.
  const fromWest = sql`(${listings.longitude} - ${west}::float8)`;
  const placed = db.$with("placed").as(
    db
      .select({
        id: listings.id,
        left: sql<number>`(${fromWest} - 360 * floor(${fromWest} / 360)) * ${view.scale / 360}::float8`.as("left_px"),
        top: sql<number>`${(0.5 - view.y) * view.scale}::float8 - ln(tan(pi() / 4 + radians(${listings.latitude}) / 2)) * ${view.scale / (2 * Math.PI)}::float8`.as(
          "top_px",
        ),
      })
      .from(listings)
      .where(and(...searched, isInBoundingBox(listings, boundsOfView(view)))),
  );
  const cells = db.$with("cells").as(
    db
      .select({
        count: sql<number>`count(*)::int`.as("count"),
        left: sql<number>`avg(${placed.left})`.as("cell_left"),
        top: sql<number>`avg(${placed.top})`.as("cell_top"),
        firstId: sql<string>`min(${placed.id}::text)::uuid`.as("first_id"),
      })
      .from(placed)
      .groupBy(sql`floor(${placed.left} / ${clusterCellSize})`, sql`floor(${placed.top} / ${clusterCellSize})`),
  );
  const rows = await db
    .with(placed, cells)
    .select({
      count: cells.count,
      left: cells.left,
      top: cells.top,
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      priceCents: listings.priceCents,
      location: listings.location,
      image: firstImage(listings.images),
    })
    .from(cells)
    .leftJoin(listings, and(eq(cells.count, 1), eq(listings.id, cells.firstId)))
    .orderBy(cells.top, cells.left);
  const [unplaced] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...searched, or(isNull(listings.latitude), isNull(listings.longitude))));
  return { clusters: rows.map(clusterOf), unplacedCount: unplaced?.count ?? 0 };
}

type ClusterRow = { count: number; left: number; top: number } & { [K in keyof MapListing]: MapListing[K] | null };

function clusterOf({ count, left, top, ...listing }: ClusterRow): MapCluster {
  const position = { left: round1(Number(left)), top: round1(Number(top)), count };
  const { id, title, make, model, year, priceCents, location, image } = listing;
  if (count !== 1 || id === null) return { ...position, listing: null };
  return {
    ...position,
    listing: {
      id,
      title: title ?? "",
      make: make ?? "",
      model: model ?? "",
      year: year ?? 0,
      priceCents: priceCents ?? 0,
      location: location ?? "",
      image,
    },
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
