import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FactList } from "#app/components/listings/listing-detail-facts.tsx";
import {
  conditionFields,
  type DisclosureField,
  type ListingDisclosure,
  paperworkFields,
} from "#app/modules/disclosure/disclosure-fields.ts";
import { statedDisclosure } from "#app/modules/disclosure/disclosure-text.ts";

/** A title brand, an open lien or a seller who is not on the title: what a buyer must settle before paying. */
const needsChecking = ({ titleStatus, lien, sellerIsTitledOwner }: ListingDisclosure) =>
  (titleStatus !== null && titleStatus !== "clean" && titleStatus !== "not_titled") ||
  lien === "yes" ||
  sellerIsTitledOwner === false;

const answerIn = (disclosure: ListingDisclosure) => (field: DisclosureField) => disclosure[field.key];

/**
 * The listing page's "Paperwork" box (docs/product/vin-and-paperwork.md, Paperwork): what the seller states of the
 * title and liens, a warning when something needs settling before paying, and how to check it oneself.
 */
export function PaperworkFacts({ disclosure }: { disclosure: ListingDisclosure }) {
  const translator = useTranslator();
  const { t } = translator;
  const stated = statedDisclosure(translator, paperworkFields, answerIn(disclosure));
  return (
    <div className="space-y-3">
      {stated.length > 0 ? (
        <FactList facts={stated} />
      ) : (
        <p className="text-ink-muted">{t("disclosure.box.noneStated")}</p>
      )}
      {needsChecking(disclosure) ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
          {t("disclosure.box.warning")}
        </p>
      ) : null}
      <p className="text-sm">
        <Link to="/checking-paperwork" className="font-semibold text-pine-700 underline hover:text-pine-800">
          {t("disclosure.box.checkLink")}
        </Link>
      </p>
    </div>
  );
}

const conditionFacts = conditionFields.filter((field) => field.kind !== "text");

/**
 * The listing page's "Condition" section (docs/product/condition.md): the disclosed answers, then the known issues in
 * the seller's words; a sentence when nothing was disclosed.
 */
export function ConditionFacts({ disclosure }: { disclosure: ListingDisclosure }) {
  const translator = useTranslator();
  const { t } = translator;
  const stated = statedDisclosure(translator, conditionFacts, answerIn(disclosure));
  if (stated.length === 0 && disclosure.knownIssues === null) {
    return <p className="text-ink-muted">{t("disclosure.conditionSection.noneStated")}</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t("disclosure.conditionSection.lead")}</p>
      {stated.length > 0 ? <FactList facts={stated} /> : null}
      {disclosure.knownIssues === null ? null : (
        <div>
          <h3 className="text-base font-semibold text-ink">{t("disclosure.conditionSection.knownIssues")}</h3>
          <p className="mt-1 max-w-prose whitespace-pre-line break-words text-ink">{disclosure.knownIssues}</p>
        </div>
      )}
    </div>
  );
}
