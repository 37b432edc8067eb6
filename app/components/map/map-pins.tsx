import { Link } from "react-router";
import { useVisitorMoney, type VisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { MapCluster, MapListing } from "#app/modules/map/cluster-listings.server.ts";
import { mapHref } from "#app/modules/map/map-links.ts";
import { clusterZoomView, type MapView, markerKey } from "#app/modules/map/map-view.ts";
import {
  clusterRadius,
  pinDotRadius,
  pinFontSize,
  pinPillHeight,
  pinPillWidth,
  pinTargetHeight,
  pinTargetWidth,
} from "#app/modules/map/marker-sizes.ts";
import { moneyOf, shortMoney } from "#app/modules/map/price-label.ts";

export interface MapPinsProps {
  clusters: readonly MapCluster[];
  view: MapView;
  params: URLSearchParams;
  openListingId: string | null;
  /** The marker of the card the pointer or the focus is on in the list beside the map. */
  highlightedKey?: string | null;
}

/**
 * "2019 Mercedes Sprinter, $45k, $45,000, Denver, CO" (docs/product/map.md, Pins and clusters): the pill's
 * short price is in the name too, so that what a pin shows is what voice control can call it by.
 */
export function pinName(listing: MapListing, money: VisitorMoney, locale: Locale): string {
  const vehicle = [listing.year || "", listing.make, listing.model].join(" ").replace(/\s+/g, " ").trim();
  const price = money.format(moneyOf(listing));
  const short = shortMoney(moneyOf(listing), locale, money.currency);
  return [vehicle, short === price ? "" : short, price, listing.location].filter(Boolean).join(", ");
}

/** "12 listings here, zoom in". */
export const clusterName = (t: Translator["t"], count: number) => t("map.cluster", { count });

/**
 * Pins and clusters as SVG links in reading order (top to bottom, then left to right, as the server
 * sorted them). A pin shows its short price and opens its card in place; a cluster zooms in on its cell.
 * Neither moves the page with JavaScript (preventScrollReset).
 */
export function MapPins({ clusters, view, params, openListingId, highlightedKey = null }: MapPinsProps) {
  const { t, locale } = useTranslator();
  const money = useVisitorMoney();
  return (
    <g>
      {clusters.map((cluster) => {
        const key = markerKey(cluster);
        const isHighlighted = key === highlightedKey;
        return cluster.listing ? (
          <Link
            key={cluster.listing.id}
            to={mapHref(params, { pin: cluster.listing.id })}
            preventScrollReset
            aria-label={pinName(cluster.listing, money, locale)}
            data-pin={cluster.listing.id}
            data-marker={key}
            data-highlighted={isHighlighted || undefined}
            className="group outline-none"
          >
            <PinShape
              left={cluster.left}
              top={cluster.top}
              label={shortMoney(moneyOf(cluster.listing), locale, money.currency)}
              isOpen={cluster.listing.id === openListingId}
              isHighlighted={isHighlighted}
              hasPhonePill={cluster.hasPhonePill ?? false}
            />
          </Link>
        ) : (
          <Link
            key={key}
            to={mapHref(params, { view: clusterZoomView(view, cluster.left, cluster.top) })}
            preventScrollReset
            aria-label={clusterName(t, cluster.count)}
            data-marker={key}
            data-highlighted={isHighlighted || undefined}
            className="group outline-none"
          >
            <ClusterShape left={cluster.left} top={cluster.top} count={cluster.count} isHighlighted={isHighlighted} />
          </Link>
        );
      })}
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
const shadow = "[filter:drop-shadow(0_1px_2px_rgb(0_0_0/0.3))]";

function PinShape({
  left,
  top,
  label,
  isOpen,
  isHighlighted,
  hasPhonePill,
}: {
  left: number;
  top: number;
  label: string;
  isOpen: boolean;
  isHighlighted: boolean;
  /** Whether the pill has room on a phone; without it the phone draws a dot. */
  hasPhonePill: boolean;
}) {
  const width = pinPillWidth(label);
  const height = pinPillHeight;
  const targetWidth = pinTargetWidth(label);
  const pill = isOpen
    ? "fill-sunset-700 stroke-white"
    : isHighlighted
      ? "fill-pine-800 stroke-white"
      : "fill-white stroke-sand-300 group-hover:fill-pine-800 group-hover:stroke-white";
  const text = isOpen || isHighlighted ? "fill-white" : "fill-ink group-hover:fill-white";
  return (
    <g transform={`translate(${left} ${top})`}>
      <g className={`${phoneScale} ${isHighlighted || isOpen ? "scale-110 max-sm:scale-220" : ""}`}>
        <g className={hasPhonePill ? undefined : "max-sm:hidden"}>
          <rect
            x={-width / 2 - 5}
            y={-height / 2 - 5}
            width={width + 10}
            height={height + 10}
            rx={height / 2 + 5}
            strokeWidth={4}
            className={focusRing}
          />
          {/*
            A larger transparent target than the pill: 36 units tall, within a 48-unit cell; on a 375 px
            phone, drawn twice as large, 27 px (WCAG's minimum target is 24 px).
          */}
          <rect
            x={-targetWidth / 2}
            y={-pinTargetHeight / 2}
            width={targetWidth}
            height={pinTargetHeight}
            fill="transparent"
          />
          <g className={shadow}>
            <rect
              data-pin-shape=""
              x={-width / 2}
              y={-height / 2}
              width={width}
              height={height}
              rx={height / 2}
              strokeWidth={1.5}
              className={pill}
            />
          </g>
          <text
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={pinFontSize}
            className={`pointer-events-none font-bold ${text}`}
          >
            {label}
          </text>
        </g>
        {hasPhonePill ? null : (
          // On a phone without room for the pill: a dot, its price in the pin's name and card.
          <g className="sm:hidden">
            <circle r={pinTargetHeight / 2 - 1} strokeWidth={4} className={focusRing} />
            <circle r={pinTargetHeight / 2} fill="transparent" />
            <circle
              data-pin-shape=""
              r={isOpen || isHighlighted ? pinDotRadius + 2 : pinDotRadius}
              strokeWidth={2.5}
              className={
                isOpen
                  ? "fill-sunset-700 stroke-white"
                  : isHighlighted
                    ? "fill-pine-900 stroke-white"
                    : "fill-pine-700 stroke-white group-hover:fill-pine-800"
              }
            />
          </g>
        )}
      </g>
    </g>
  );
}

function ClusterShape({
  left,
  top,
  count,
  isHighlighted,
}: {
  left: number;
  top: number;
  count: number;
  isHighlighted: boolean;
}) {
  const radius = clusterRadius(count);
  return (
    <g transform={`translate(${left} ${top})`}>
      <g className={`${phoneScale} ${isHighlighted ? "scale-110 max-sm:scale-220" : ""}`}>
        <circle r={radius + 7} strokeWidth={4} className={focusRing} />
        <circle
          r={radius}
          strokeWidth={3}
          className={`${shadow} ${isHighlighted ? "fill-sunset-700" : "fill-pine-800 group-hover:fill-pine-900"} stroke-white`}
        />
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="pointer-events-none fill-white text-[15px] font-bold"
        >
          {count > 999 ? `${Math.floor(count / 1000)}k` : count}
        </text>
      </g>
    </g>
  );
}
