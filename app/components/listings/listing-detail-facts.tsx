import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { OdometerUnit } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatOdometer } from "#app/modules/listings/odometer.ts";
import { vehicleTypeMessageIds } from "#app/modules/search/vehicle-types.ts";

export interface ListingDetailFactsProps {
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  /** As the seller's odometer reads it; null when the seller did not give it. */
  odometer: number | null;
  odometerUnit: OdometerUnit;
  location: string;
}

/**
 * '48,000 miles (77,249 km)': the odometer in its unit and the other (docs/product/currencies-and-units.md), or
 * `notAvailable` ('N/A') when the mileage is unknown (like a missing make or model).
 */
function formatMileage(
  { odometer, odometerUnit }: Pick<ListingDetailFactsProps, "odometer" | "odometerUnit">,
  translator: Translator,
  notAvailable = "N/A",
): string {
  return odometer === null ? notAvailable : formatOdometer(odometer, odometerUnit, translator);
}

/**
 * The listing's key facts as a definition list (its page names the `listings` and `search` messages); a missing make, model or mileage reads 'N/A'
 * (docs/product/listing-page.md).
 */
export function ListingDetailFacts({ vehicleType, make, model, year, location, ...odometer }: ListingDetailFactsProps) {
  const translator = useTranslator();
  const { t } = translator;
  const notAvailable = t("listings.facts.notAvailable");
  const orNotAvailable = (value: string) => value.trim() || notAvailable;
  const facts: Array<[term: string, value: string]> = [
    [t("listings.facts.make"), orNotAvailable(make)],
    [t("listings.facts.model"), orNotAvailable(model)],
    [t("listings.facts.year"), String(year)],
    [t("listings.facts.mileage"), formatMileage(odometer, translator, notAvailable)],
    [
      t("listings.facts.type"),
      vehicleType in vehicleTypeMessageIds ? t(vehicleTypeMessageIds[vehicleType]) : vehicleType,
    ],
    [t("listings.facts.location"), orNotAvailable(location)],
  ];
  return <FactList facts={facts} />;
}

/** Facts as a definition list of tiles: the listing's key facts, its camper details. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [term: string, value: string]> }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-sand-200 bg-sand-200 sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="bg-white px-4 py-3">
          <dt className="text-sm font-medium text-ink-muted">{term}</dt>
          <dd className="mt-0.5 break-words text-base font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
