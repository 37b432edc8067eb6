import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { mapHref } from "#app/modules/map/map-links.ts";
import {
  canZoomIn,
  canZoomOut,
  isAtNorthEdge,
  isAtSouthEdge,
  type MapView,
  pannedView,
  zoomedView,
} from "#app/modules/map/map-view.ts";

export interface MapControlsProps {
  view: MapView;
  isDefaultView: boolean;
  params: URLSearchParams;
}

const controlClassName =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-sand-300 bg-white px-3 text-sm font-semibold text-pine-800 hover:bg-sand-100";
const unavailableClassName =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-sand-200 bg-sand-50 px-3 text-sm font-semibold text-ink-muted";

/** Zoom, pan and 'Show all' as links (docs/product/map.md, Controls): each is the map at another view. */
export function MapControls({ view, isDefaultView, params }: MapControlsProps) {
  const { t } = useTranslator();
  const controls: { label: string; symbol: string; to: MapView | null; isAvailable: boolean }[] = [
    { label: t("map.controls.zoomIn"), symbol: "+", to: zoomedView(view, 2), isAvailable: canZoomIn(view) },
    { label: t("map.controls.zoomOut"), symbol: "−", to: zoomedView(view, 0.5), isAvailable: canZoomOut(view) },
    {
      label: t("map.controls.panNorth"),
      symbol: "↑",
      to: pannedView(view, 0, -1),
      isAvailable: !isAtNorthEdge(view),
    },
    { label: t("map.controls.panWest"), symbol: "←", to: pannedView(view, -1, 0), isAvailable: true },
    { label: t("map.controls.panEast"), symbol: "→", to: pannedView(view, 1, 0), isAvailable: true },
    {
      label: t("map.controls.panSouth"),
      symbol: "↓",
      to: pannedView(view, 0, 1),
      isAvailable: !isAtSouthEdge(view),
    },
  ];
  return (
    <nav
      id="map-controls"
      aria-label={t("map.controls.label")}
      className="flex scroll-mt-2 flex-wrap items-center gap-2"
    >
      {controls.map(({ label, symbol, to, isAvailable }) =>
        isAvailable ? (
          <Link
            key={label}
            to={mapHref(params, { view: to })}
            preventScrollReset
            aria-label={label}
            title={label}
            className={controlClassName}
          >
            <span aria-hidden="true">{symbol}</span>
          </Link>
        ) : (
          <span key={label} aria-disabled="true" title={label} className={unavailableClassName}>
            <span aria-hidden="true">{symbol}</span>
            <span className="sr-only">{t("map.controls.unavailable", { label })}</span>
          </span>
        ),
      )}
      {isDefaultView ? null : (
        <Link to={mapHref(params, { view: null })} preventScrollReset className={controlClassName}>
          {t("map.controls.showAll")}
        </Link>
      )}
    </nav>
  );
}
