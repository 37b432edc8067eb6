import type { VehicleType } from "#app/db/schema.ts";
import { vehicleTypeLabels } from "#app/modules/search/search-params.ts";

export interface ListingDetailFactsProps {
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  mileage: number;
  location: string;
}

const orNotAvailable = (value: string) => value.trim() || "N/A";

/** The listing's key facts as a definition list; a missing make or model reads 'N/A' (spec §2). */
export function ListingDetailFacts({ vehicleType, make, model, year, mileage, location }: ListingDetailFactsProps) {
  const facts: Array<[term: string, value: string]> = [
    ["Make", orNotAvailable(make)],
    ["Model", orNotAvailable(model)],
    ["Year", String(year)],
    ["Mileage", `${mileage.toLocaleString("en-US")} miles`],
    ["Type", vehicleTypeLabels[vehicleType] ?? vehicleType],
    ["Location", orNotAvailable(location)],
  ];
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
