import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { heaterLabels, toiletLabels } from "#app/modules/camper-details/camper-details.ts";
import {
  type OffGridBreakdown,
  type OffGridDetails,
  offGridAssumptions,
} from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRating } from "#app/modules/camper-details/short-labels.ts";

/** 6 → "6", 2.571 → "2.57" (at most `decimals`, no trailing zeros). */
export const formatDecimal = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** "7 days", "1 day", "0.5 days". */
export const formatDays = (days: number) => `${formatDecimal(days, 1)} ${days === 1 ? "day" : "days"}`;

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
  const rows: Array<[part: string, found: string, earned: number, most: number]> = [
    [
      "Electricity",
      `${formatDays(breakdown.electricityDays)} (${formatWholeNumber(breakdown.usableWattHours)} Wh usable, ${formatWholeNumber(breakdown.solarWattHoursPerDay)} Wh of solar a day)`,
      breakdown.electricityPoints,
      offGridMaxPoints.electricity,
    ],
    ["Water", formatDays(breakdown.waterDays), breakdown.waterPoints, offGridMaxPoints.water],
    ["Heat", details.heater ? heaterLabels[details.heater] : "", breakdown.heatPoints, offGridMaxPoints.heat],
    ["Toilet", details.toilet ? toiletLabels[details.toilet] : "", breakdown.toiletPoints, offGridMaxPoints.toilet],
  ];
  const cell = "px-3 py-2 text-left align-top";
  return (
    <table className="w-full border-collapse overflow-hidden rounded-xl border border-sand-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-sand-100 text-ink">
        <tr>
          <th scope="col" className={cell}>
            Part
          </th>
          <th scope="col" className={cell}>
            Found
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Points
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
              {formatDecimal(earned, 2)} of {formatDecimal(most, 2)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-sand-100 font-semibold">
        <tr className="border-t border-sand-300">
          <th scope="row" className={cell} colSpan={2}>
            Off-grid rating (the sum, to one decimal)
          </th>
          <td className={`${cell} whitespace-nowrap text-right`}>{formatOffGridRating(ratingTenths)} / 10</td>
        </tr>
      </tfoot>
    </table>
  );
}
