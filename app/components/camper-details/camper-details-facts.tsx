import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FactList } from "#app/components/listings/listing-detail-facts.tsx";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import {
  camperDetailFields,
  camperDetailLabel,
  camperDetailText,
  type Translate,
} from "#app/modules/camper-details/camper-details.ts";

/** The stated details as [label, value] pairs in the form's order; details not stated are left out. */
export function statedCamperDetails(t: Translate, details: CamperDetails): Array<[label: string, text: string]> {
  return camperDetailFields.flatMap((field) => {
    const text = camperDetailText(t, field, details[field.key]);
    return text === null ? [] : [[camperDetailLabel(t, field), text] as [string, string]];
  });
}

/**
 * The listing page's "Camper details" facts (docs/product/camper-details.md, Where details show): only
 * what the seller stated, with units; a sentence when nothing was.
 */
export function CamperDetailsFacts({ details }: { details: CamperDetails }) {
  const { t } = useTranslator();
  const stated = statedCamperDetails(t, details);
  if (stated.length === 0) return <p className="text-ink-muted">{t("camper-details.facts.noneStated")}</p>;
  return <FactList facts={stated} />;
}
