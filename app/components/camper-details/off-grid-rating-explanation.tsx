import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Heater, Toilet } from "#app/db/listing-vocabulary.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { batteryChemistryLabels, heaterLabels, toiletLabels } from "#app/modules/camper-details/camper-details.ts";
import {
  offGridAssumptions,
  offGridRating,
  offGridWorkedExample,
} from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRating } from "#app/modules/camper-details/short-labels.ts";
import { formatDays, OffGridBreakdownTable } from "./off-grid-breakdown.tsx";

// How the off-grid rating is worked out, for /off-grid-rating (docs/product/camper-details.md, Off-grid
// rating). Every number comes from offGridAssumptions, and the worked example is computed by the
// same function that rates listings, so the page cannot drift from the rating it explains.

const a = offGridAssumptions;
const percent = (fraction: number) => `${formatWholeNumber(fraction * 100)}%`;
const wattHours = (value: number) => `${formatWholeNumber(value)} Wh`;
const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

export function OffGridRatingExplanation() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">The off-grid rating</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">
        The off-grid rating says how well a camper lives away from hook-ups: how many days its battery and solar keep
        the lights and the fridge on, how many days its water lasts, and whether it has heat and a toilet. It runs from
        0 to 10 with one decimal, and Roamstead works it out from the camper details its seller stated. A camper whose
        seller left out a detail the rating needs is "Not rated": we never guess a number.
      </p>

      <Section title="What it counts">
        <p>The rating adds up four parts, together at most 10 points.</p>
        <h3 className="text-lg font-semibold text-ink">
          Electricity: up to {formatWholeNumber(a.points.electricity)} points
        </h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            A day off-grid uses {wattHours(a.dailyUseWattHours)}: two people with a 12-volt compressor fridge, lights,
            fans, the water pump, phones and a laptop.
          </li>
          <li>
            The house battery is taken as {a.batteryVolts} volts, and only part of its rated amp-hours can be used
            without harm — {usableFractions()}. Usable energy = amp-hours × {a.batteryVolts} V × that share.
          </li>
          <li>
            Solar brings in {a.solarWattHoursPerWatt} Wh a day for each watt of panels: an average day's sun, after the
            losses of real panels and wiring.
          </li>
          <li>
            Days of electricity = usable energy ÷ (daily use − solar a day), counted fully from {a.fullDays} days. When
            the solar covers the daily use, the battery must still carry the night (
            {wattHours(a.dailyUseWattHours * a.overnightShare)}, {formatWholeNumber(a.overnightShare * 100)}% of the
            day's use): electricity then counts fully when it holds that much, and in proportion when it holds less —
            panels without a battery count for nothing.
          </li>
          <li>
            Points = {formatWholeNumber(a.points.electricity)} × days ÷ {a.fullDays}.
          </li>
        </ul>
        <h3 className="text-lg font-semibold text-ink">Water: up to {formatWholeNumber(a.points.water)} points</h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Two people washing and cooking with care use {a.dailyWaterGallons} gallons of fresh water a day. Days of
            water = fresh water ÷ {a.dailyWaterGallons}, counted fully from {a.fullDays} days.
          </li>
          <li>
            Points = {formatWholeNumber(a.points.water)} × days ÷ {a.fullDays}.
          </li>
        </ul>
        <h3 className="text-lg font-semibold text-ink">Heat</h3>
        <PointsList labels={heaterLabels} points={a.points.heat} />
        <h3 className="text-lg font-semibold text-ink">Toilet</h3>
        <PointsList labels={toiletLabels} points={a.points.toilet} />
        <p>The four parts are added and rounded to one decimal (halves round up).</p>
      </Section>

      <Section title="When a camper is not rated">
        <p>
          The rating needs the solar (0 watts is an answer), the house battery (0 amp-hours means none), the battery's
          chemistry (unless there is no battery), the fresh water, the heater and the toilet. When any of them is not
          stated, the listing shows "Not rated" and names what is missing, and filters by rating leave it out.
        </p>
      </Section>

      <WorkedExample />

      <p className="mt-10">
        <Link to="/listings?sort=offgrid_desc" className={linkClass}>
          Browse campers by off-grid rating
        </Link>
      </p>
    </article>
  );
}

/** "Lithium 90%, AGM 50%, Lead-acid 50%". */
function usableFractions(): string {
  const chemistries = Object.keys(a.usableFraction) as (keyof typeof a.usableFraction)[];
  return chemistries
    .map((chemistry) => `${batteryChemistryLabels[chemistry]} ${percent(a.usableFraction[chemistry])}`)
    .join(", ");
}

function PointsList<K extends Heater | Toilet>({
  labels,
  points,
}: {
  labels: Record<K, string>;
  points: Record<K, number>;
}) {
  const entries = Object.entries(points) as [K, number][];
  return (
    <ul className="list-disc space-y-1 pl-6">
      {entries.map(([kind, earned]) => (
        <li key={kind}>
          {labels[kind]}: {earned} {earned === 1 ? "point" : "points"}
        </li>
      ))}
    </ul>
  );
}

function WorkedExample() {
  const example = offGridWorkedExample;
  const result = offGridRating(example);
  // The example is chosen to be rated; a change that unrated it must fail loudly, not show "undefined".
  if (!result.rated) throw new Error("the off-grid worked example must be rated");
  const { breakdown, rating } = result;
  const ratingTenths = Math.round(rating * 10);
  const chemistry = example.batteryChemistry ? batteryChemistryLabels[example.batteryChemistry] : "";
  const deficit = a.dailyUseWattHours - breakdown.solarWattHoursPerDay;
  return (
    <Section title="A worked example">
      <p>
        A well-built van: {example.batteryAmpHours} Ah of {chemistry.toLowerCase()} battery, {example.solarWatts} W of
        solar, {example.freshWaterGallons} gallons of fresh water, a{" "}
        {example.heater ? heaterLabels[example.heater].toLowerCase() : ""} heater and a{" "}
        {example.toilet ? toiletLabels[example.toilet].toLowerCase() : ""} toilet.
      </p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          Usable battery energy: {example.batteryAmpHours} Ah × {a.batteryVolts} V ×{" "}
          {percent(example.batteryChemistry ? a.usableFraction[example.batteryChemistry] : 0)} ={" "}
          {wattHours(breakdown.usableWattHours)}.
        </li>
        <li>
          Solar a day: {example.solarWatts} W × {a.solarWattHoursPerWatt} Wh ={" "}
          {wattHours(breakdown.solarWattHoursPerDay)}.
        </li>
        <li>
          {deficit <= 0
            ? `The solar covers the daily ${wattHours(a.dailyUseWattHours)} and the battery holds the night's ${wattHours(a.dailyUseWattHours * a.overnightShare)}: ${formatDays(breakdown.electricityDays)}.`
            : `The battery covers ${wattHours(a.dailyUseWattHours)} − ${wattHours(breakdown.solarWattHoursPerDay)} = ${wattHours(deficit)} a day: ${formatDays(breakdown.electricityDays)}.`}{" "}
          Electricity: {a.points.electricity} × {breakdown.electricityDays} ÷ {a.fullDays} ={" "}
          {breakdown.electricityPoints} points.
        </li>
        <li>
          Water: {example.freshWaterGallons} gal ÷ {a.dailyWaterGallons} gal a day = {formatDays(breakdown.waterDays)};{" "}
          {a.points.water} × {breakdown.waterDays} ÷ {a.fullDays} = {breakdown.waterPoints} points.
        </li>
        <li>
          Heat: {breakdown.heatPoints} points. Toilet: {breakdown.toiletPoints} points.
        </li>
        <li>
          Total: {breakdown.electricityPoints} + {breakdown.waterPoints} + {breakdown.heatPoints} +{" "}
          {breakdown.toiletPoints}, rounded to one decimal: <strong>{formatOffGridRating(ratingTenths)} / 10</strong>.
        </li>
      </ol>
      <OffGridBreakdownTable
        caption="The worked example's off-grid rating"
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
