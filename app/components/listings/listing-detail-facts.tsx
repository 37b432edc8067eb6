import type { VehicleType } from "#app/db/schema.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { vehicleTypeLabels } from "#app/modules/search/vehicle-types.ts";

export interface ListingDetailFactsProps {
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  /** Null when the seller did not give it. */
  mileage: number | null;
  location: string;
}

const orNotAvailable = (value: string) => value.trim() || "N/A";

/** '48,000 miles', or 'N/A' when the mileage is unknown (like a missing make or model). */
export function formatMileage(mileage: number | null): string {
  return mileage === null ? "N/A" : `${formatWholeNumber(mileage)} miles`;
}

/**
 * The listing's key facts as a definition list; a missing make, model or mileage reads 'N/A'
 * (docs/product/listing-page.md).
 */
export function ListingDetailFacts({ vehicleType, make, model, year, mileage, location }: ListingDetailFactsProps) {
  const facts: Array<[term: string, value: string]> = [
    ["Make", orNotAvailable(make)],
    ["Model", orNotAvailable(model)],
    ["Year", String(year)],
    ["Mileage", formatMileage(mileage)],
    ["Type", vehicleTypeLabels[vehicleType] ?? vehicleType],
    ["Location", orNotAvailable(location)],
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
