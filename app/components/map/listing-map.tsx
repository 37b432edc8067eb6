import { useState } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { listHref, mapHref } from "#app/modules/map/map-links.ts";
import { boundsOfView, mapHeight, mapWidth } from "#app/modules/map/map-view.ts";
import type { ListingMap as ListingMapModel } from "#app/modules/map/run-listing-map.server.ts";
import { formatBoundingBox } from "#app/modules/search/search-params.ts";
import { MapAreaList } from "./map-area-list.tsx";
import { MapControls } from "./map-controls.tsx";
import { MapPinCard } from "./map-pin-card.tsx";
import { MapPins } from "./map-pins.tsx";
import { MapPlaceNames } from "./map-place-names.tsx";

export interface ListingMapProps {
  map: ListingMapModel;
  params: URLSearchParams;
}

/**
 * The search as a map drawn by the server (docs/product/map.md): it works before JavaScript loads. Beside
 * it on a wide screen, the listings in its view; on a narrower one, below it, or with JavaScript in a sheet over it.
 */
export function ListingMap({ map, params }: ListingMapProps) {
  const { t } = useTranslator();
  const placedCount = map.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);
  return (
    <section aria-labelledby="map-heading" className="grid gap-3">
      <h2 id="map-heading" className="sr-only">
        {t("map.heading")}
      </h2>
      {map.notice ? <Alert tone="error">{map.notice}</Alert> : null}
      <p className="text-sm text-ink-muted">
        {mapSummary(t, placedCount, map.unplacedCount)}{" "}
        <Link to={listHref(params)} className="font-semibold text-pine-700 underline">
          {t("map.showAsList")}
        </Link>
      </p>
      <MapControls view={map.view} isDefaultView={map.isDefaultView} params={params} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="relative lg:sticky lg:top-4">
          {map.openListing ? (
            <MapPinCard key={map.openListing.id} listing={map.openListing} closeHref={mapHref(params, { pin: null })} />
          ) : null}
          <svg
            viewBox={`0 0 ${mapWidth} ${mapHeight}`}
            data-bbox={formatBoundingBox(boundsOfView(map.view))}
            className="mt-3 block h-auto w-full overflow-hidden rounded-xl border border-sand-300 bg-[#dde7ea] sm:mt-0"
          >
            <title>{t("map.svgTitle")}</title>
            {map.tiles.map((tile) => (
              <image
                key={tile.href}
                href={tile.href}
                x={tile.left}
                y={tile.top}
                width={tile.size}
                height={tile.size}
                preserveAspectRatio="none"
              />
            ))}
            {map.basemap.map((copy) => (
              <use key={copy.transform} href={copy.href} transform={copy.transform} />
            ))}
            <MapPlaceNames names={map.placeNames} />
            <MapPins
              clusters={map.clusters}
              view={map.view}
              params={params}
              openListingId={map.openListing?.id ?? null}
              highlightedKey={highlightedKey}
            />
          </svg>
          {map.tiles.length > 0 ? (
            <p className="mt-1 text-xs text-ink-muted">
              {t("map.tiles", { host: tileAttribution(map.tiles[0]?.href ?? "") })}
            </p>
          ) : null}
        </div>
        <MapAreaList
          area={map.area}
          view={map.view}
          params={params}
          placedCount={placedCount}
          openPinId={map.openListing?.id ?? null}
          onHighlight={setHighlightedKey}
        />
      </div>
    </section>
  );
}

/** "Showing 37 listings in this area; 3 without a location are not on the map." */
export function mapSummary(t: Translator["t"], placedCount: number, unplacedCount: number): string {
  if (unplacedCount === 0) return t("map.summary", { count: placedCount });
  return t("map.summaryWithUnplaced", { count: placedCount, unplaced: unplacedCount });
}

/** The tile server's host, which the attribution names. */
function tileAttribution(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}
