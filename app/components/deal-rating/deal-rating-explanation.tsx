import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  comparableYearSpan,
  dealRatingBands,
  dealRatingMessageIds,
  endedListingMonths,
  mileageBands,
  minComparables,
} from "#app/modules/deal-rating/deal-rating.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

// How the deal rating is worked out, for /deal-rating (docs/product/buyers-come-back.md, Deal rating).
// Every figure comes from deal-rating.ts, which the rating's SQL reads too: the page cannot drift from it.

type Translate = Translator["t"];

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

/** "3% below", "8% above": a price against the market price, from its percent of it. */
const offset = (t: Translate, percent: number) =>
  percent < 100
    ? t("deal-rating.range.offsetBelow", { percent: 100 - percent })
    : t("deal-rating.range.offsetAbove", { percent: percent - 100 });

/** A rating's prices in words, from its band and the one before: "3% to 10% below the market price". */
function bandRange(t: Translate, index: number): string {
  const upper = dealRatingBands[index]?.maxPercent ?? null;
  const lower = dealRatingBands[index - 1]?.maxPercent ?? null;
  if (lower === null) {
    const bound = upper ?? 100;
    return bound < 100
      ? t("deal-rating.range.orMoreBelow", { percent: 100 - bound })
      : t("deal-rating.range.orMore", { offset: offset(t, bound) });
  }
  if (upper === null) return t("deal-rating.range.moreThan", { offset: offset(t, lower) });
  if (upper < 100) return t("deal-rating.range.below", { from: 100 - upper, to: 100 - lower });
  return t("deal-rating.range.fromTo", { from: offset(t, lower), to: offset(t, upper) });
}

/** "under 50,000 miles", "50,000–99,999 miles", "150,000 miles and more". */
function mileageBandText(t: Translate, index: number): string {
  const from = mileageBands[index]?.from ?? 0;
  const next = mileageBands[index + 1]?.from;
  if (next === undefined) return t("deal-rating.mileageBand.over", { from });
  if (from === 0) return t("deal-rating.mileageBand.under", { to: next });
  return t("deal-rating.mileageBand.between", { from, to: next - 1 });
}

export function DealRatingExplanation() {
  const { t } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("deal-rating.page.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("deal-rating.page.intro", { labels: labels(t) })}</p>

      <Section title={t("deal-rating.page.comparable.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("deal-rating.page.comparable.type")}</li>
          <li>{t("deal-rating.page.comparable.year", { span: comparableYearSpan })}</li>
          <li>
            {t("deal-rating.page.comparable.mileage", {
              bands: mileageBands.map((_, index) => mileageBandText(t, index)).join("; "),
            })}
          </li>
          <li>{t("deal-rating.page.comparable.listed", { months: endedListingMonths })}</li>
          <li>
            {t("deal-rating.page.comparable.published")}{" "}
            <Link to="/sold" className={linkClass}>
              {t("deal-rating.page.comparable.soldLink")}
            </Link>
          </li>
          <li>{t("deal-rating.page.comparable.make", { min: minComparables })}</li>
        </ul>
      </Section>

      <Section title={t("deal-rating.page.rating.heading")}>
        <p>{t("deal-rating.page.rating.intro")}</p>
        <table className="mt-2 w-full text-left text-base">
          <caption className="sr-only">{t("deal-rating.page.rating.caption")}</caption>
          <thead>
            <tr className="border-b border-sand-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t("deal-rating.page.rating.ratingColumn")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("deal-rating.page.rating.priceColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {dealRatingBands.map((band, index) => (
              <tr key={band.rating} className="border-b border-sand-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {t(dealRatingMessageIds[band.rating])}
                </th>
                <td className="py-2">{bandRange(t, index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t("deal-rating.page.rating.tooFew", { min: minComparables })}</p>
      </Section>

      <Section title={t("deal-rating.page.changes.heading")}>
        <p>{t("deal-rating.page.changes.hourly")}</p>
        <p>{t("deal-rating.page.changes.suggested", { min: minComparables })}</p>
        <p>
          <Link to="/listings?sortBy=reduced_desc" className={linkClass}>
            {t("deal-rating.page.changes.reduced")}
          </Link>
        </p>
      </Section>
    </article>
  );
}

/** '"Great price", "Good price", "Fair price" or "High price"'. */
function labels(t: Translate): string {
  const names = dealRatingBands.map((band) =>
    t("deal-rating.page.quoted", { label: t(dealRatingMessageIds[band.rating]) }),
  );
  return t("deal-rating.page.orList", { items: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink">{children}</div>
    </section>
  );
}
