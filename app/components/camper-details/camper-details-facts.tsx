import { FactList } from "#app/components/listings/listing-detail-facts.tsx";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import { camperDetailFields, camperDetailText } from "#app/modules/camper-details/camper-details.ts";

/** The stated details as [label, value] pairs in the form's order; details not stated are left out. */
export function statedCamperDetails(details: CamperDetails): Array<[label: string, text: string]> {
  return camperDetailFields.flatMap((field) => {
    const text = camperDetailText(field, details[field.key]);
    return text === null ? [] : [[field.label, text] as [string, string]];
  });
}

/**
 * The listing page's "Camper details" facts (docs/product/camper-details.md, Where details show): only
 * what the seller stated, with units; a sentence when nothing was.
 */
export function CamperDetailsFacts({ details }: { details: CamperDetails }) {
  const stated = statedCamperDetails(details);
  if (stated.length === 0) return <p className="text-ink-muted">The seller has not stated any camper details.</p>;
  return <FactList facts={stated} />;
}
