import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  camperDetailFields,
  camperDetailOptionLabel,
  type Translate,
} from "#app/modules/camper-details/camper-details.ts";
import {
  type OffGridBreakdown,
  type OffGridDetails,
  offGridAssumptions,
} from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRatingIn } from "#app/modules/camper-details/short-labels.ts";

/** 6 → 6, 2.571 → 2.57 (at most `decimals`): a figure as the page writes it, in its language's digits. */
export const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** "7 days", "1 day", "0.5 days". */
export const formatDays = (t: Translate, days: number) => t("camper-details.days", { days: roundTo(days, 1) });

/** A choice detail's option in words ("Diesel"), for the heater and the toilet the rating reads. */
export function detailOptionText(t: Translate, key: "heater" | "toilet" | "batteryChemistry", value: string | null) {
  const field = camperDetailFields.find((candidate) => candidate.key === key);
  return field && value !== null ? camperDetailOptionLabel(t, field, value) : "";
}

const { points } = offGridAssumptions;
/** Each part's most points: electricity, water, the best heat and the best toilet (together 10). */
export const offGridMaxPoints = {
  electricity: points.electricity,
  water: points.water,
  heat: Math.max(...Object.values(points.heat)),
  toilet: Math.max(...Object.values(points.toilet)),
};

export interface OffGridBreakdownTableProps {
  caption: string;
  details: Pick<OffGridDetails, "heater" | "toilet">;
  breakdown: OffGridBreakdown;
  /** The rating in tenths, shown as the total row. */
  ratingTenths: number;
}

/**
 * A rating's four parts as a table (docs/product/camper-details.md, Off-grid rating): what each part
 * found and its points out of its most; the listing page and /off-grid-rating's worked example.
 */
export function OffGridBreakdownTable({ caption, details, breakdown, ratingTenths }: OffGridBreakdownTableProps) {
  const { t, locale } = useTranslator();
  const rows: Array<[part: string, found: string, earned: number, most: number]> = [
    [
      t("camper-details.breakdown.electricity"),
      t("camper-details.breakdown.electricityFound", {
        days: formatDays(t, breakdown.electricityDays),
        usable: breakdown.usableWattHours,
        solar: breakdown.solarWattHoursPerDay,
      }),
      breakdown.electricityPoints,
      offGridMaxPoints.electricity,
    ],
    [
      t("camper-details.breakdown.water"),
      formatDays(t, breakdown.waterDays),
      breakdown.waterPoints,
      offGridMaxPoints.water,
    ],
    [
      t("camper-details.breakdown.heat"),
      detailOptionText(t, "heater", details.heater),
      breakdown.heatPoints,
      offGridMaxPoints.heat,
    ],
    [
      t("camper-details.breakdown.toilet"),
      detailOptionText(t, "toilet", details.toilet),
      breakdown.toiletPoints,
      offGridMaxPoints.toilet,
    ],
  ];
  const cell = "px-3 py-2 text-left align-top";
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl border border-sand-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-sand-100 text-ink">
        <tr>
          <th scope="col" className={cell}>
            {t("camper-details.breakdown.part")}
          </th>
          <th scope="col" className={cell}>
            {t("camper-details.breakdown.found")}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t("camper-details.breakdown.points")}
          </th>
        </tr>
      </thead>
      <tbody className="bg-white">
        {rows.map(([part, found, earned, most]) => (
          <tr key={part} className="border-t border-sand-200">
            <th scope="row" className={`${cell} font-semibold`}>
              {part}
            </th>
            <td className={cell}>{found}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>
              {t("camper-details.breakdown.earned", { earned: roundTo(earned, 2), most: roundTo(most, 2) })}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-sand-100 font-semibold">
        <tr className="border-t border-sand-300">
          <th scope="row" className={cell} colSpan={2}>
            {t("camper-details.breakdown.total")}
          </th>
          <td className={`${cell} whitespace-nowrap text-right`}>
            {t("camper-details.rating.outOfTen", { rating: formatOffGridRatingIn(ratingTenths, locale) })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
