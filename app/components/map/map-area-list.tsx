import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingCard } from "#app/components/listings/listing-card.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
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
  /** The listing whose card is open on the map (null: none). */
  openPinId: string | null;
  /** With JavaScript: the marker of the card the pointer or the focus is on (null: none). */
  onHighlight: (markerKey: string | null) => void;
}

// Below 1024 px once JavaScript runs, the list is a bottom sheet over the map (docs/product/map.md, The page);
// `max-lg:` keeps every piece of it off the wide screen, where the list stays beside the map.
const sheetClassName =
  "max-lg:sticky max-lg:bottom-0 max-lg:z-20 max-lg:-mx-4 max-lg:gap-0 max-lg:rounded-t-2xl max-lg:border-t max-lg:border-sand-200 max-lg:bg-white max-lg:shadow-[0_-8px_24px_-8px_rgba(0,0,0,0.3)] sm:max-lg:-mx-6";
const openSheetBodyClassName =
  "max-lg:max-h-[min(60dvh,36rem)] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-4 max-lg:pb-4 sm:max-lg:px-6";
/** How far a finger moves on the handle, in CSS pixels, before it opens or closes the sheet instead of tapping. */
const swipeDistance = 24;

/**
 * The listings in the map's view beside it (docs/product/map.md, The page): the first page in the
 * search's order as compact cards, and a link to the list of the whole area when there are more. On a
 * narrower screen with JavaScript, a bottom sheet that its handle opens and closes; not modal.
 */
export function MapAreaList({ area, view, params, placedCount, openPinId, onHighlight }: MapAreaListProps) {
  const { t } = useTranslator();
  const isSheet = useIsHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const handle = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const wasSwiped = useRef(false);
  const areaParams = new URLSearchParams(params);
  areaParams.set("bbox", formatBoundingBox(boundsOfView(view)));
  const hasMore = placedCount > area.listings.length;

  // A pin's card opens above the map on a phone: the sheet gets out of its way.
  useEffect(() => {
    if (openPinId) setIsOpen(false);
  }, [openPinId]);

  // Only the visitor opens the sheet, and it covers the bottom of the screen: the controls go to the top, so the
  // map shows between them and the sheet, and a zoom or a pan is in reach with the list open.
  useEffect(() => {
    if (isOpen) document.getElementById("map-controls")?.scrollIntoView({ block: "start" });
  }, [isOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    // Only where the sheet is one (its handle is shown) and open.
    if (event.key !== "Escape" || !isOpen || !handle.current?.getClientRects().length) return;
    event.preventDefault();
    setIsOpen(false);
    handle.current.focus();
  };
  const toggle = (event: MouseEvent) => {
    // A swipe already did its work; a click from the keyboard (detail 0) always toggles.
    if (wasSwiped.current && event.detail !== 0) return;
    setIsOpen(!isOpen);
  };
  const startSwipe = (event: PointerEvent) => {
    swipeStart.current = event.clientY;
    wasSwiped.current = false;
  };
  const endSwipe = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientY - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < swipeDistance) return;
    wasSwiped.current = true;
    setIsOpen(distance < 0);
  };

  const bodyClassName = `grid content-start gap-3 ${isSheet ? (isOpen ? openSheetBodyClassName : "max-lg:hidden") : ""}`;
  return (
    <section
      aria-labelledby="map-area-heading"
      onKeyDown={isSheet ? closeOnEscape : undefined}
      className={`grid content-start gap-3 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto lg:pr-1 ${isSheet ? sheetClassName : ""}`}
    >
      <h2 className="text-lg font-semibold text-pine-800">
        {isSheet ? (
          <button
            ref={handle}
            type="button"
            aria-expanded={isOpen}
            aria-controls="map-area-cards"
            onClick={toggle}
            onPointerDown={startSwipe}
            onPointerUp={endSwipe}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            className="flex min-h-16 w-full touch-none flex-col items-stretch gap-2 rounded-t-2xl px-4 pb-3 pt-2 text-left sm:px-6 lg:hidden"
          >
            <span aria-hidden="true" className="mx-auto h-1.5 w-10 rounded-full bg-sand-300" />
            <span className="flex items-center justify-between gap-3">
              <span>
                {t("map.area.heading")}{" "}
                <span className="text-base font-normal text-ink-muted">
                  · {t("map.area.count", { count: placedCount })}
                </span>
              </span>
              <ChevronIcon isUp={!isOpen} />
            </span>
          </button>
        ) : null}
        <span id="map-area-heading" className={isSheet ? "max-lg:hidden" : undefined}>
          {t("map.area.heading")}
        </span>
      </h2>
      <div id="map-area-cards" className={bodyClassName}>
        {area.listings.length === 0 ? (
          <p className="text-ink-muted">{t("map.area.empty")}</p>
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
            {t("map.area.seeAll", { count: placedCount })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function ChevronIcon({ isUp }: { isUp: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-5 w-5 shrink-0 text-pine-800 motion-safe:transition-transform ${isUp ? "" : "rotate-180"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 12.5 10 7.5l5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
