import { Link } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { CardPriceNotes } from "#app/components/deal-rating/price-notes.tsx";
import { FavoriteHeart } from "#app/components/favorites/favorite-heart.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { CardPhotoViewer } from "#app/components/listings/card-photo-viewer.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { SalePendingBadge } from "#app/components/listings/sale-pending-badge.tsx";
import { formatDetailMeasure } from "#app/modules/camper-details/detail-units.ts";
import { drivetrainLabels, formatOffGridRatingIn } from "#app/modules/camper-details/short-labels.ts";
import { formatInspectionMonth } from "#app/modules/documents/document-format.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { formatDistance, formatReading } from "#app/modules/listings/odometer.ts";

export interface ListingCardProps {
  /** A radius search's cards carry their distance from the searched place. */
  listing: ListingSummary & { distanceMiles?: number };
  /** The first cards on a page load eagerly; the rest wait until they are near the viewport. */
  isAboveFold?: boolean;
  /** All the listing's photos, where its cover opens them in the full-screen viewer (the home page's featured grid). */
  photos?: readonly string[];
  /** Say 'Deal rating: not enough data' where a listing has no rating (the search results). */
  explainsMissingRating?: boolean;
  /** A row of photo and text, for the list beside the map (docs/product/map.md, The page): no heart, no facts. */
  isCompact?: boolean;
}

/**
 * '2019 · 48,000 mi · 112 mi away': the year, the odometer when stated in its own unit, the distance in a radius
 * search in the page's unit (docs/product/currencies-and-units.md).
 */
export function listingCardLine(
  listing: Pick<ListingCardProps["listing"], "year" | "odometer" | "odometerUnit" | "distanceMiles">,
  { t, locale }: Translator,
) {
  const parts = [String(listing.year)];
  if (listing.odometer !== null) parts.push(formatReading(listing.odometer, listing.odometerUnit, locale));
  if (listing.distanceMiles !== undefined) {
    parts.push(t("listings.card.away", { distance: formatDistance(listing.distanceMiles, locale) }));
  }
  return parts.join(" · ");
}

/**
 * The details a buyer scans a grid for, when the seller stated them: "Sleeps 4", "21 ft" ("6,4 m" in French), "4x4"
 * (docs/product/camper-details.md, Where details show). Two-wheel drive is the default and says nothing.
 */
export function listingCardFacts(
  listing: Pick<ListingSummary, "sleeps" | "lengthFeet" | "drivetrain">,
  { t, locale }: Translator,
): string[] {
  const facts: string[] = [];
  if (listing.sleeps !== null) facts.push(t("listings.card.sleeps", { count: listing.sleeps }));
  if (listing.lengthFeet !== null) facts.push(formatDetailMeasure({ key: "lengthFeet" }, listing.lengthFeet, locale));
  if (listing.drivetrain === "4x4" || listing.drivetrain === "awd") facts.push(drivetrainLabels[listing.drivetrain]);
  return facts;
}

export function ListingCard({
  listing,
  isAboveFold = false,
  photos,
  explainsMissingRating,
  isCompact = false,
}: ListingCardProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const title = listingDisplayTitle(listing);
  const facts = listingCardFacts(listing, translator);
  if (isCompact) {
    return (
      <article className="group relative flex gap-3 overflow-hidden rounded-xl border border-sand-200 bg-white p-2 shadow-sm transition hover:border-pine-700 hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sunset-500">
        <div className="relative aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-lg bg-sand-100">
          <ListingPhoto image={listing.image} alt={title} sizes="128px" widths={[480]} />
          {listing.isFeatured ? (
            <span className="pointer-events-none absolute left-1.5 top-1.5 rounded-full bg-sunset-700 px-2 py-0.5 text-[11px] font-semibold text-white">
              {t("listings.card.featured")}
            </span>
          ) : null}
          {listing.isSalePending ? (
            <SalePendingBadge size="small" className="pointer-events-none absolute bottom-1.5 left-1.5" />
          ) : null}
        </div>
        <div className="min-w-0 flex-1 py-0.5 pr-1">
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink">
            <Link to={`/listing/${listing.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {title}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-xs text-ink-muted">{listing.location}</p>
          {facts.length > 0 ? <p className="mt-0.5 truncate text-xs text-ink-muted">{facts.join(" · ")}</p> : null}
          <p className="mt-1 text-base font-bold text-pine-700">
            <Price money={{ cents: listing.askingPriceCents, currency: listing.currency }} />
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="group relative overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sunset-500">
      <div className="relative aspect-[4/3] bg-sand-100">
        {photos && photos.length > 0 ? (
          <CardPhotoViewer name={title} photos={photos}>
            <ListingPhoto image={photos[0] ?? null} alt="" priority={isAboveFold} />
          </CardPhotoViewer>
        ) : (
          <ListingPhoto image={listing.image} alt={title} priority={isAboveFold} />
        )}
        {listing.isFeatured ? (
          <span className="pointer-events-none absolute left-3 top-3 z-10 rounded-full bg-sunset-700 px-3 py-1 text-xs font-semibold text-white">
            {t("listings.card.featured")}
          </span>
        ) : null}
        {listing.isSalePending ? (
          <SalePendingBadge className="pointer-events-none absolute bottom-3 left-3 z-10" />
        ) : null}
        <div className="absolute right-3 top-3">
          <FavoriteHeart listingId={listing.id} title={title} />
        </div>
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold leading-snug text-ink">
          <Link to={`/listing/${listing.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{listing.location}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{listingCardLine(listing, translator)}</p>
        <p className="mt-0.5 text-sm text-ink-muted">
          {t("listings.daysOnMarket.listed", { days: listing.listedDaysAgo })}
        </p>
        {facts.length > 0 || listing.offGridRatingTenths !== null || listing.hasVin || listing.inspectedOn ? (
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
            {facts.map((fact) => (
              <li key={fact} className="rounded-full bg-sand-100 px-2.5 py-1 text-ink">
                {fact}
              </li>
            ))}
            {listing.offGridRatingTenths === null ? null : (
              <li className="rounded-full bg-pine-700 px-2.5 py-1 text-white">
                {t("listings.card.offGrid")} <span className="sr-only">{t("listings.card.offGridRating")}</span>
                {formatOffGridRatingIn(listing.offGridRatingTenths, locale)}
              </li>
            )}
            {listing.hasVin ? (
              <li className="rounded-full border border-pine-700 px-2.5 py-1 text-pine-800">
                {t("listings.vin.provided")}
              </li>
            ) : null}
            {listing.inspectedOn ? (
              <li className="rounded-full border border-pine-700 px-2.5 py-1 text-pine-800">
                {t("listings.inspection.inspected", { month: formatInspectionMonth(listing.inspectedOn, locale) })}
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="mt-2 text-xl font-bold text-pine-700">
          <Price money={{ cents: listing.askingPriceCents, currency: listing.currency }} />
        </p>
        <CardPriceNotes
          priceDrop={
            listing.priceDropCents === null ? null : { cents: listing.priceDropCents, currency: listing.currency }
          }
          dealRating={listing.dealRating}
          explainsMissingRating={explainsMissingRating}
        />
      </div>
    </article>
  );
}
