import { Link } from "react-router";
import { formatPrice } from "#app/lib/money.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import type { MapCluster, MapListing } from "#app/modules/map/cluster-listings.server.ts";
import { mapHref } from "#app/modules/map/map-links.ts";
import { clusterZoomView, type MapView } from "#app/modules/map/map-view.ts";
import { clusterRadius, pinDotRadius, pinTargetRadius } from "#app/modules/map/marker-sizes.ts";

export interface MapPinsProps {
  clusters: readonly MapCluster[];
  view: MapView;
  params: URLSearchParams;
  openListingId: string | null;
}

/** "2019 Mercedes Sprinter, $45,000, Denver, CO" (docs/product/map.md, Pins and clusters). */
export function pinName(listing: MapListing): string {
  const vehicle = [listing.year || "", listing.make, listing.model].join(" ").replace(/\s+/g, " ").trim();
  return [vehicle, formatPrice(listing.priceCents), listing.location].filter(Boolean).join(", ");
}

export const clusterName = (count: number) => `${formatWholeNumber(count)} listings here, zoom in`;

/**
 * Pins and clusters as SVG links in reading order (top to bottom, then left to right, as the server
 * sorted them). A pin opens its card in place; a cluster zooms in on its cell.
 */
export function MapPins({ clusters, view, params, openListingId }: MapPinsProps) {
  return (
    <g>
      {clusters.map((cluster) =>
        cluster.listing ? (
          <Link
            key={cluster.listing.id}
            to={mapHref(params, { pin: cluster.listing.id })}
            preventScrollReset
            aria-label={pinName(cluster.listing)}
            data-pin={cluster.listing.id}
            className="group outline-none"
          >
            <PinShape left={cluster.left} top={cluster.top} isOpen={cluster.listing.id === openListingId} />
          </Link>
        ) : (
          <Link
            key={`${cluster.left},${cluster.top}`}
            to={mapHref(params, { view: clusterZoomView(view, cluster.left, cluster.top) })}
            aria-label={clusterName(cluster.count)}
            className="group outline-none"
          >
            <ClusterShape left={cluster.left} top={cluster.top} count={cluster.count} />
          </Link>
        ),
      )}
    </g>
  );
}

// Drawn only on focus, and never a target: an invisible ring would take a neighbour's taps.
const focusRing = "pointer-events-none fill-none stroke-sunset-500 opacity-0 group-focus-visible:opacity-100";

/**
 * On a phone the map is drawn at about a third of its size: pins and clusters are drawn twice as
 * large there (phoneMarkerScale), so that they stay visible and a finger can hit them.
 */
const phoneScale = "max-sm:scale-200";

function PinShape({ left, top, isOpen }: { left: number; top: number; isOpen: boolean }) {
  return (
    <g transform={`translate(${left} ${top})`}>
      <g className={phoneScale}>
        <circle r={pinTargetRadius - 1} strokeWidth={4} className={focusRing} />
        {/*
          A larger transparent target than the dot: 36 px across at the map's full size, within a 48-unit
          cell; on a 375 px phone, drawn twice as large, still 27 px (WCAG's minimum target is 24 px).
        */}
        <circle r={pinTargetRadius} fill="transparent" />
        <circle
          r={isOpen ? pinDotRadius + 2 : pinDotRadius}
          strokeWidth={2.5}
          className={isOpen ? "fill-sunset-700 stroke-white" : "fill-pine-700 stroke-white group-hover:fill-pine-800"}
        />
      </g>
    </g>
  );
}

function ClusterShape({ left, top, count }: { left: number; top: number; count: number }) {
  const radius = clusterRadius(count);
  return (
    <g transform={`translate(${left} ${top})`}>
      <g className={phoneScale}>
        <circle r={radius + 7} strokeWidth={4} className={focusRing} />
        <circle r={radius} strokeWidth={3} className="fill-pine-800 stroke-white group-hover:fill-pine-900" />
        <text textAnchor="middle" dominantBaseline="central" className="fill-white text-[15px] font-bold">
          {count > 999 ? `${Math.floor(count / 1000)}k` : count}
        </text>
      </g>
    </g>
  );
}
