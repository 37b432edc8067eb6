import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FactList } from "#app/components/listings/listing-detail-facts.tsx";
import type { DisclosureView } from "#app/modules/disclosure/disclosure-view.ts";

/**
 * The listing page's "Paperwork" box (docs/product/vin-and-paperwork.md, Paperwork): what the seller states of the
 * title and liens, a warning when something needs settling before paying, and how to check it oneself.
 */
export function PaperworkFacts({ view }: { view: DisclosureView }) {
  const { t } = useTranslator();
  return (
    <div className="space-y-3">
      {view.paperwork.length > 0 ? (
        <FactList facts={view.paperwork} />
      ) : (
        <p className="text-ink-muted">{t("disclosure.box.noneStated")}</p>
      )}
      {view.needsChecking ? (
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

/**
 * The listing page's "Condition" section (docs/product/condition.md): the disclosed answers, then the known issues in
 * the seller's words; a sentence when nothing was disclosed.
 */
export function ConditionFacts({ view }: { view: DisclosureView }) {
  const { t } = useTranslator();
  if (view.condition.length === 0 && view.knownIssues === null) {
    return <p className="text-ink-muted">{t("disclosure.conditionSection.noneStated")}</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t("disclosure.conditionSection.lead")}</p>
      {view.condition.length > 0 ? <FactList facts={view.condition} /> : null}
      {view.knownIssues === null ? null : (
        <div>
          <h3 className="text-base font-semibold text-ink">{t("disclosure.conditionSection.knownIssues")}</h3>
          <p className="mt-1 max-w-prose whitespace-pre-line break-words text-ink">{view.knownIssues}</p>
        </div>
      )}
    </div>
  );
}
