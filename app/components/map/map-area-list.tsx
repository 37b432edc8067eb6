import { Link } from "react-router";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { listHref } from "#app/modules/map/map-links.ts";
import { boundsOfView, type MapView } from "#app/modules/map/map-view.ts";
import type { AreaListings } from "#app/modules/map/run-listing-map.server.ts";
import { formatBoundingBox } from "#app/modules/search/search-params.ts";

export interface MapAreaListProps {
  area: AreaListings;
  view: MapView;
  params: URLSearchParams;
  /** How many listings the map shows in its view. */
  placedCount: number;
  /** With JavaScript: the marker of the card the pointer or the focus is on (null: none). */
  onHighlight: (markerKey: string | null) => void;
}

/**
 * The listings in the map's view beside it (docs/product/map.md, The page): the first page in the
 * search's order as compact cards, and a link to the list of the whole area when there are more.
 */
export function MapAreaList({ area, view, params, placedCount, onHighlight }: MapAreaListProps) {
  const areaParams = new URLSearchParams(params);
  areaParams.set("bbox", formatBoundingBox(boundsOfView(view)));
  const hasMore = placedCount > area.listings.length;
  return (
    <section aria-labelledby="map-area-heading" className="grid content-start gap-3">
      <h2 id="map-area-heading" className="text-lg font-semibold text-pine-800">
        In this area
      </h2>
      {area.listings.length === 0 ? (
        <p className="text-ink-muted">Nothing in this area.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {area.listings.map((listing) => {
            const marker = area.markerOf[listing.id] ?? null;
            return (
              <li
                key={listing.id}
                onMouseEnter={() => onHighlight(marker)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(marker)}
                onBlur={() => onHighlight(null)}
              >
                <ListingCard listing={listing} isCompact />
              </li>
            );
          })}
        </ul>
      )}
      {hasMore ? (
        <Link
          to={listHref(areaParams)}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-pine-700 bg-white px-4 font-semibold text-pine-800 hover:bg-sand-100"
        >
          See all {formatWholeNumber(placedCount)} listings in this area
        </Link>
      ) : null}
    </section>
  );
}
