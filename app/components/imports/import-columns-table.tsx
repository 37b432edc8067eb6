import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import {
  camperDetailFields,
  camperDetailLabel,
  camperDetailUnitLabel,
} from "#app/modules/camper-details/camper-details.ts";
import { disclosureFields, disclosureLabelId } from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { importColumns } from "#app/modules/imports/import-columns.ts";

/** What each column of the template holds (docs/product/open-platform.md, Inventory import), behind a disclosure. */
export function ImportColumnsTable() {
  const { t } = useTranslator();
  return (
    <details className="mt-4 rounded-xl border border-sand-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-pine-700">{t("imports.columns.heading")}</summary>
      <p className="mt-3 max-w-prose text-sm text-ink-muted">{t("imports.columns.note")}</p>
      <ScrollRegion label={t("imports.columns.caption")} className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("imports.columns.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold text-ink">
                {t("imports.columns.name")}
              </th>
              <th scope="col" className="py-2 font-semibold text-ink">
                {t("imports.columns.holds")}
              </th>
            </tr>
          </thead>
          <tbody>
            {importColumns.map((column) => (
              <tr key={column} className="border-t border-sand-200 align-top">
                <th scope="row" className="py-2 pr-4 font-normal text-ink">
                  <code>{column}</code>
                </th>
                <td className="py-2 text-ink">
                  <ColumnDescription column={column} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}

/** The column's own description, or its form field's label with the values it takes (codes, as the file holds them). */
function ColumnDescription({ column }: { column: string }) {
  const { t } = useTranslator();
  const detail = camperDetailFields.find((field) => field.name === column);
  if (detail?.kind === "number") {
    const unit = camperDetailUnitLabel(t, detail, "us");
    return t("imports.columns.number", { label: camperDetailLabel(t, detail), unit, min: detail.min, max: detail.max });
  }
  if (detail) {
    const values = detail.options.map((option) => option.value);
    return <ChoiceOf label={camperDetailLabel(t, detail)} values={values} />;
  }
  const disclosure = disclosureFields.find((field) => field.name === column);
  if (!disclosure) return t(`imports.column.${column}` as MessageId);
  const label = t(disclosureLabelId(disclosure));
  switch (disclosure.kind) {
    case "month":
      return t("imports.columns.month", { label });
    case "region":
      return t("imports.columns.region", { label });
    case "text":
      return t("imports.columns.text", { label, max: disclosure.maxLength });
    default:
      return <ChoiceOf label={label} values={disclosure.values} />;
  }
}

/** 'Fuel, one of: gasoline, diesel…' with each value as the file writes it. */
function ChoiceOf({ label, values }: { label: string; values: readonly string[] }) {
  const { t } = useTranslator();
  return (
    <>
      {t("imports.columns.choice", { label })}{" "}
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 ? ", " : null}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}
