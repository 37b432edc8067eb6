import { Link } from "react-router";
import { Price } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import { formatInspectionMonth } from "#app/modules/documents/document-format.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { formatReading } from "#app/modules/listings/odometer.ts";
import type { SoldPriceCard as SoldPriceCardData } from "#app/modules/sold/sold-price-card.ts";

/**
 * A sold camper on `/sold` (docs/product/making-the-deal.md, "Sold prices"): its photo, title, place, year and
 * odometer, the published price, 'Sold {Month YYYY}' and its days on market. The title links to its listing page
 * only while that page still shows 'Sold' (14 days); afterwards the page is gone.
 */
export function SoldPriceCard({ card, isAboveFold = false }: { card: SoldPriceCardData; isAboveFold?: boolean }) {
  const { t, locale } = useTranslator();
  const title = listingDisplayTitle(card);
  const facts = [String(card.year)];
  if (card.odometer !== null) facts.push(formatReading(card.odometer, card.odometerUnit, locale));
  return (
    <article className="group relative overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sunset-500">
      <div className="relative aspect-[4/3] bg-sand-100">
        <ListingPhoto image={card.image} alt={title} priority={isAboveFold} />
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold leading-snug text-ink">
          {card.hasPage ? (
            <Link to={`/listing/${card.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{card.location}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{facts.join(" · ")}</p>
        <p className="mt-2 text-xl font-bold text-pine-700">
          <span className="sr-only">{t("sold.card.price")}</span>
          <Price money={{ cents: card.soldPriceCents, currency: card.currency }} />
        </p>
        <p className="mt-1 text-sm text-ink">
          {t("sold.card.soldIn", { month: formatInspectionMonth(card.soldOn, locale) })} ·{" "}
          {t("sold.card.daysOnMarket", { days: card.daysOnMarket })}
        </p>
      </div>
    </article>
  );
}
