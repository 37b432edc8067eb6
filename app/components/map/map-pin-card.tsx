import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { MapListing } from "#app/modules/map/cluster-listings.server.ts";
import { moneyOf } from "#app/modules/map/price-label.ts";

export interface MapPinCardProps {
  listing: MapListing;
  /** The map without the card. */
  closeHref: string;
}

/**
 * The open pin's card (docs/product/map.md, Pins and clusters): photo, title, price, 'View listing'
 * and 'Close'. With JavaScript, opening it moves focus into it; Escape or Close shuts it and returns
 * focus to its pin.
 */
export function MapPinCard({ listing, closeHref }: MapPinCardProps) {
  const { t } = useTranslator();
  const title = listingDisplayTitle(listing);
  const cardRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const close = async () => {
    await navigate(closeHref, { preventScrollReset: true });
    document.querySelector<SVGAElement>(`a[data-pin="${listing.id}"]`)?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    // Opened by a click or Enter on its pin (not on a page that loaded with it open): focus follows.
    if (document.activeElement?.closest("a[data-pin]")) cardRef.current?.focus();
    // Only from the card or the map: Escape in a filter field or another dialog is not for the card.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && (cardRef.current?.contains(target) || target.closest("svg a"))) void closeRef.current();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);

  return (
    <aside
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby="map-card-title"
      className="w-full overflow-hidden rounded-xl border border-sand-200 bg-white shadow-lg sm:absolute sm:right-3 sm:top-3 sm:w-72"
    >
      <div className="aspect-[4/3] bg-sand-100">
        <ListingPhoto image={listing.image} alt={title} sizes="288px" widths={[480]} />
      </div>
      <div className="p-4">
        <h3 id="map-card-title" className="font-semibold text-ink">
          {title}
        </h3>
        <p className="mt-1 text-lg font-bold text-pine-700">
          <Price money={moneyOf(listing)} />
        </p>
        <p className="text-sm text-ink-muted">{listing.location}</p>
        <div className="mt-3 flex items-center justify-between gap-3">
          <Link
            to={`/listing/${listing.id}`}
            className="inline-flex min-h-11 items-center rounded-md bg-pine-700 px-4 font-semibold text-white hover:bg-pine-800"
          >
            {t("map.card.view")}
          </Link>
          <Link
            to={closeHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              void close();
            }}
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-ink hover:bg-sand-100"
          >
            {t("map.card.close")}
          </Link>
        </div>
      </div>
    </aside>
  );
}
