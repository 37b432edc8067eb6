import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FactList } from "#app/components/listings/listing-detail-facts.tsx";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import { camperDetailFields, camperDetailLabel, camperDetailText } from "#app/modules/camper-details/camper-details.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** The stated details as [label, value] pairs in the form's order, in the page's units; those not stated left out. */
export function statedCamperDetails(
  translator: Translator,
  details: CamperDetails,
): Array<[label: string, text: string]> {
  return camperDetailFields.flatMap((field) => {
    const text = camperDetailText(translator, field, details[field.key]);
    return text === null ? [] : [[camperDetailLabel(translator.t, field), text] as [string, string]];
  });
}

/**
 * The listing page's "Camper details" facts (docs/product/camper-details.md, Where details show): only
 * what the seller stated, with units (metric on French pages); a sentence when nothing was.
 */
export function CamperDetailsFacts({ details }: { details: CamperDetails }) {
  const translator = useTranslator();
  const { t } = translator;
  const stated = statedCamperDetails(translator, details);
  if (stated.length === 0) return <p className="text-ink-muted">{t("camper-details.facts.noneStated")}</p>;
  return <FactList facts={stated} />;
}
