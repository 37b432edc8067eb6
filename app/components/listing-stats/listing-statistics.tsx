import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  daysOfWindow,
  formatDay,
  type ListingStatistics as Statistics,
  statisticsDays,
} from "#app/modules/listing-stats/listing-statistics.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { formatLocaleNumber } from "#app/modules/listings/locale-format.ts";
import { ViewsChart } from "./views-chart.tsx";

export interface ListingStatisticsProps {
  listings: ReadonlyArray<{ id: string; title: string; make: string; model: string }>;
  statistics: Statistics;
}

/** Views, favorites and messages of each of the seller's listings (docs/product/seller-statistics.md). */
export function ListingStatistics({ listings, statistics }: ListingStatisticsProps) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="listing-statistics-heading" className="mt-12">
      <h2 id="listing-statistics-heading" className="text-2xl font-semibold text-ink">
        {t("listing-stats.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("listing-stats.lead")}</p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingFigures
              id={listing.id}
              title={listingDisplayTitle(listing)}
              firstDay={statistics.firstDay}
              dailyViews={statistics.dailyViews[listing.id]}
              favorites={statistics.favorites[listing.id] ?? 0}
              messages={statistics.messages[listing.id] ?? 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ListingFiguresProps {
  id: string;
  title: string;
  firstDay: string;
  dailyViews: readonly number[] | undefined;
  favorites: number;
  messages: number;
}

function ListingFigures({ id, title, firstDay, dailyViews, favorites, messages }: ListingFiguresProps) {
  const { t, locale } = useTranslator();
  const days = daysOfWindow(firstDay, dailyViews ?? Array<number>(statisticsDays).fill(0));
  const total = days.reduce((sum, { views }) => sum + views, 0);
  return (
    <article
      aria-label={t("listing-stats.statisticsOf", { title })}
      className="h-full rounded-xl border border-sand-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-lg font-semibold leading-snug text-ink">
        <Link to={`/listing/${id}`} className="hover:underline">
          {title}
        </Link>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Figure label={t("listing-stats.views")} value={total} />
        <Figure label={t("listing-stats.favorites")} value={favorites} />
        <Figure label={t("listing-stats.messages")} value={messages} />
      </dl>
      {total === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t("listing-stats.noViews")}</p>
      ) : (
        <div className="mt-4">
          <ViewsChart days={days} />
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
            <span>{formatDay(firstDay, locale)}</span>
            <span>{t("listing-stats.today")}</span>
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-pine-700">{t("listing-stats.viewsPerDay")}</summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{t("listing-stats.viewsPerDayOf", { title })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-medium text-ink-muted">
                    {t("listing-stats.day")}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium text-ink-muted">
                    {t("listing-stats.viewsColumn")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days
                  .filter(({ views }) => views > 0)
                  .reverse()
                  .map(({ day, views }) => (
                    <tr key={day} className="border-t border-sand-200">
                      <th scope="row" className="py-1 font-normal text-ink">
                        {formatDay(day, locale)}
                      </th>
                      <td className="py-1 text-right text-ink">{formatLocaleNumber(views, locale)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  const { locale } = useTranslator();
  return (
    <div className="flex flex-col-reverse rounded-lg bg-sand-100 px-2 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-xl font-bold text-ink">{formatLocaleNumber(value, locale)}</dd>
    </div>
  );
}
