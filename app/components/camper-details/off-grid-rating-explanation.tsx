import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { Heater, Toilet } from "#app/db/listing-vocabulary.ts";
import { camperDetailUnitLabel, type Translate } from "#app/modules/camper-details/camper-details.ts";
import { detailUnit, toShownValue, unitSystemOf } from "#app/modules/camper-details/detail-units.ts";
import {
  offGridAssumptions,
  offGridRating,
  offGridWorkedExample,
} from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRatingIn } from "#app/modules/camper-details/short-labels.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { detailOptionText, formatDays, OffGridBreakdownTable } from "./off-grid-breakdown.tsx";

// How the off-grid rating is worked out, for /off-grid-rating (docs/product/camper-details.md, Off-grid
// rating). Every number comes from offGridAssumptions, and the worked example is computed by the
// same function that rates listings, so the page cannot drift from the rating it explains.

const a = offGridAssumptions;
const freshWater = { key: "freshWaterGallons" } as const;

/** Gallons of fresh water in the page's units, with the unit's symbol and name: 30 → 114, "L", "litres" in French. */
function freshWaterIn(t: Translate, locale: Locale) {
  const system = unitSystemOf(locale);
  return {
    amount: (gallons: number) => toShownValue(freshWater, gallons, system),
    unit: detailUnit(freshWater, system).symbol,
    unitName: camperDetailUnitLabel(t, freshWater, system),
  };
}

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

export function OffGridRatingExplanation() {
  const { t, locale } = useTranslator();
  const water = freshWaterIn(t, locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("camper-details.page.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("camper-details.page.intro")}</p>

      <Section title={t("camper-details.page.counts.heading")}>
        <p>{t("camper-details.page.counts.intro")}</p>
        <h3 className="text-lg font-semibold text-ink">
          {t("camper-details.page.electricity.heading", { points: a.points.electricity })}
        </h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("camper-details.page.electricity.use", { use: a.dailyUseWattHours })}</li>
          <li>
            {t("camper-details.page.electricity.battery", { volts: a.batteryVolts, fractions: usableFractions(t) })}
          </li>
          <li>{t("camper-details.page.electricity.solar", { perWatt: a.solarWattHoursPerWatt })}</li>
          <li>
            {t("camper-details.page.electricity.days", {
              fullDays: a.fullDays,
              night: a.dailyUseWattHours * a.overnightShare,
              share: a.overnightShare,
            })}
          </li>
          <li>{t("camper-details.page.pointsFormula", { points: a.points.electricity, fullDays: a.fullDays })}</li>
        </ul>
        <h3 className="text-lg font-semibold text-ink">
          {t("camper-details.page.water.heading", { points: a.points.water })}
        </h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            {t("camper-details.page.water.use", {
              perDay: water.amount(a.dailyWaterGallons),
              unitName: water.unitName,
              fullDays: a.fullDays,
            })}
          </li>
          <li>{t("camper-details.page.pointsFormula", { points: a.points.water, fullDays: a.fullDays })}</li>
        </ul>
        <h3 className="text-lg font-semibold text-ink">{t("camper-details.breakdown.heat")}</h3>
        <PointsList detail="heater" points={a.points.heat} />
        <h3 className="text-lg font-semibold text-ink">{t("camper-details.breakdown.toilet")}</h3>
        <PointsList detail="toilet" points={a.points.toilet} />
        <p>{t("camper-details.page.rounding")}</p>
      </Section>

      <Section title={t("camper-details.page.notRated.heading")}>
        <p>{t("camper-details.page.notRated.text")}</p>
      </Section>

      <WorkedExample />

      <p className="mt-10">
        <Link to="/listings?sort=offgrid_desc" className={linkClass}>
          {t("camper-details.page.browse")}
        </Link>
      </p>
    </article>
  );
}

/** "Lithium 90%, AGM 50%, Lead-acid 50%". */
function usableFractions(t: Translate): string {
  const chemistries = Object.keys(a.usableFraction) as (keyof typeof a.usableFraction)[];
  return chemistries
    .map((chemistry) =>
      t("camper-details.page.electricity.fraction", {
        chemistry: detailOptionText(t, "batteryChemistry", chemistry),
        share: a.usableFraction[chemistry],
      }),
    )
    .join(", ");
}

function PointsList<K extends Heater | Toilet>({
  detail,
  points,
}: {
  detail: "heater" | "toilet";
  points: Record<K, number>;
}) {
  const { t } = useTranslator();
  const entries = Object.entries(points) as [K, number][];
  return (
    <ul className="list-disc space-y-1 pl-6">
      {entries.map(([kind, earned]) => (
        <li key={kind}>
          {t("camper-details.page.pointsOf", { label: detailOptionText(t, detail, kind), points: earned })}
        </li>
      ))}
    </ul>
  );
}

function WorkedExample() {
  const { t, locale } = useTranslator();
  const example = offGridWorkedExample;
  const result = offGridRating(example);
  // The example is chosen to be rated; a change that unrated it must fail loudly, not show "undefined".
  if (!result.rated) throw new Error("the off-grid worked example must be rated");
  const { breakdown, rating } = result;
  const ratingTenths = Math.round(rating * 10);
  const lowerCase = (text: string) => text.toLocaleLowerCase(locale);
  const deficit = a.dailyUseWattHours - breakdown.solarWattHoursPerDay;
  const electricityDays = formatDays(t, breakdown.electricityDays);
  const water = freshWaterIn(t, locale);
  return (
    <Section title={t("camper-details.page.example.heading")}>
      <p>
        {t("camper-details.page.example.van", {
          battery: example.batteryAmpHours ?? 0,
          chemistry: lowerCase(detailOptionText(t, "batteryChemistry", example.batteryChemistry)),
          solar: example.solarWatts ?? 0,
          water: water.amount(example.freshWaterGallons ?? 0),
          unitName: water.unitName,
          heater: lowerCase(detailOptionText(t, "heater", example.heater)),
          toilet: lowerCase(detailOptionText(t, "toilet", example.toilet)),
        })}
      </p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          {t("camper-details.page.example.battery", {
            battery: example.batteryAmpHours ?? 0,
            volts: a.batteryVolts,
            share: example.batteryChemistry ? a.usableFraction[example.batteryChemistry] : 0,
            usable: breakdown.usableWattHours,
          })}
        </li>
        <li>
          {t("camper-details.page.example.solar", {
            solar: example.solarWatts ?? 0,
            perWatt: a.solarWattHoursPerWatt,
            daily: breakdown.solarWattHoursPerDay,
          })}
        </li>
        <li>
          {deficit <= 0
            ? t("camper-details.page.example.solarCovers", {
                use: a.dailyUseWattHours,
                night: a.dailyUseWattHours * a.overnightShare,
                days: electricityDays,
              })
            : t("camper-details.page.example.batteryCovers", {
                use: a.dailyUseWattHours,
                solar: breakdown.solarWattHoursPerDay,
                deficit,
                days: electricityDays,
              })}{" "}
          {t("camper-details.page.example.electricity", {
            points: a.points.electricity,
            days: breakdown.electricityDays,
            fullDays: a.fullDays,
            earned: breakdown.electricityPoints,
          })}
        </li>
        <li>
          {t("camper-details.page.example.water", {
            water: water.amount(example.freshWaterGallons ?? 0),
            perDay: water.amount(a.dailyWaterGallons),
            unit: water.unit,
            days: formatDays(t, breakdown.waterDays),
            points: a.points.water,
            waterDays: breakdown.waterDays,
            fullDays: a.fullDays,
            earned: breakdown.waterPoints,
          })}
        </li>
        <li>
          {t("camper-details.page.example.heatAndToilet", {
            heat: breakdown.heatPoints,
            toilet: breakdown.toiletPoints,
          })}
        </li>
        <li>
          {t("camper-details.page.example.total", {
            electricity: breakdown.electricityPoints,
            water: breakdown.waterPoints,
            heat: breakdown.heatPoints,
            toilet: breakdown.toiletPoints,
          })}{" "}
          <strong>
            {t("camper-details.rating.outOfTen", { rating: formatOffGridRatingIn(ratingTenths, locale) })}
          </strong>
          .
        </li>
      </ol>
      <OffGridBreakdownTable
        caption={t("camper-details.page.example.caption")}
        details={example}
        breakdown={breakdown}
        ratingTenths={ratingTenths}
      />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 space-y-4 text-base leading-relaxed text-ink">
      <h2 className="text-2xl font-bold tracking-tight text-pine-800">{title}</h2>
      {children}
    </section>
  );
}
