import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  conditionFields,
  type DisclosureField,
  type DisclosureFieldName,
  type DisclosureFormValues,
  disclosureLabelId,
  disclosureOptionId,
  paperworkFields,
} from "#app/modules/disclosure/disclosure-fields.ts";

export interface DisclosureFieldsetsProps {
  /** As stored (edit) or as typed before a failed submission, by form name. */
  values: DisclosureFormValues | null;
  errors?: Partial<Record<DisclosureFieldName, string>>;
  /** Each control's id by its form name, where the error summary links to. */
  fieldId(name: DisclosureFieldName): string;
}

/**
 * The listing form's "Paperwork & condition" step (docs/product/vin-and-paperwork.md, docs/product/condition.md):
 * every answer optional, choices as drop-downs whose empty choice is "Not stated", months as month fields (a text
 * field reading 2024-05 where a browser has no month control), the title's state or province typed. The server
 * checks every answer again.
 */
export function DisclosureFieldsets({ values, errors = {}, fieldId }: DisclosureFieldsetsProps) {
  const { t } = useTranslator();
  const thisMonth = new Date().toISOString().slice(0, 7);
  const control = (field: DisclosureField) => {
    const name = field.name as DisclosureFieldName;
    const common = {
      id: fieldId(name),
      label: t(disclosureLabelId(field)),
      name,
      defaultValue: values?.[name] ?? "",
      error: errors[name],
    };
    switch (field.kind) {
      case "month":
        return (
          <TextField
            key={name}
            {...common}
            type="month"
            min="1950-01"
            max={thisMonth}
            placeholder="2024-05"
            hint={t("disclosure.form.monthHint")}
          />
        );
      case "text":
        return (
          <TextAreaField
            key={name}
            {...common}
            className="sm:col-span-2"
            rows={4}
            maxLength={field.maxLength}
            hint={t("disclosure.form.knownIssuesHint")}
          />
        );
      case "region":
        // Typed, not a list of 64 names: two letters are quicker on a phone, and the server reads names too.
        return (
          <TextField
            key={name}
            {...common}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            hint={t("disclosure.form.regionHint")}
          />
        );
      default:
        return (
          <SelectField
            key={name}
            {...common}
            emptyLabel={t("disclosure.form.notStated")}
            options={field.values.map((value) => ({ value, label: t(disclosureOptionId(field, value)) }))}
          />
        );
    }
  };
  const fieldset = (legend: string, fields: readonly DisclosureField[]) => (
    <fieldset className="rounded-xl border border-sand-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-6 sm:grid-cols-2">{fields.map(control)}</div>
    </fieldset>
  );
  return (
    <>
      <p className="rounded-lg bg-pine-50 px-3 py-2 text-sm font-medium text-pine-900 ring-1 ring-pine-100">
        {t("disclosure.form.note")}
      </p>
      {fieldset(t("disclosure.form.paperworkLegend"), paperworkFields)}
      {fieldset(t("disclosure.form.conditionLegend"), conditionFields)}
    </>
  );
}
