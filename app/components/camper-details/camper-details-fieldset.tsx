import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  type CamperDetailFieldName,
  type CamperDetailsFormValues,
  camperDetailFields,
  camperDetailHint,
  camperDetailLabel,
  camperDetailOptions,
  camperDetailUnitLabel,
  detailUnitsFieldName,
  formValueInUnits,
  type NumberDetailField,
  type Translate,
} from "#app/modules/camper-details/camper-details.ts";
import { isConverted, toShownValue, type UnitSystem, unitSystemOf } from "#app/modules/camper-details/detail-units.ts";

export interface CamperDetailsFieldsetProps {
  /** The details as stored (edit) or as typed before a failed submission, by form name, in the units they are in. */
  values: CamperDetailsFormValues | null;
  errors?: Partial<Record<CamperDetailFieldName, string>>;
  /** Each control's id by its form name, when an error summary links to it; generated ones otherwise. */
  fieldId?(name: CamperDetailFieldName): string;
  /** Without the group's own border and legend: a step of the listing form names it. */
  isBare?: boolean;
}

/** "Stand-up height. From 40 to 90." / "From 1 to 12." / "De 3 à 13,7.": the range accepted, in the form's units. */
function numberHint(t: Translate, field: NumberDetailField, system: UnitSystem) {
  const range = t("camper-details.fieldset.range", {
    min: toShownValue(field, field.min, system),
    max: toShownValue(field, field.max, system),
  });
  const hint = camperDetailHint(t, field);
  return hint
    ? t("camper-details.fieldset.hintAndRange", { hint: `${hint.charAt(0).toUpperCase()}${hint.slice(1)}`, range })
    : range;
}

/**
 * The listing form's "Camper details" group (docs/product/camper-details.md): every detail optional,
 * units in the labels (the page's: metric on French pages, said to the server by the hidden `detail_units`),
 * choices as drop-downs whose empty choice is "Not stated". The server checks each range again and answers
 * with the field's message.
 */
export function CamperDetailsFieldset({ values, errors = {}, fieldId, isBare = false }: CamperDetailsFieldsetProps) {
  const { t, locale } = useTranslator();
  const system = unitSystemOf(locale);
  return (
    <fieldset className={isBare ? "" : "rounded-xl border border-sand-200 p-4 sm:p-6"}>
      <legend className={isBare ? "sr-only" : "px-1 text-lg font-semibold text-ink"}>
        {t("camper-details.fieldset.legend")}
      </legend>
      <p className="rounded-lg bg-pine-50 px-3 py-2 text-sm font-medium text-pine-900 ring-1 ring-pine-100">
        {t("camper-details.fieldset.filterNote")}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{t("camper-details.fieldset.optionalNote")}</p>
      <input type="hidden" name={detailUnitsFieldName} value={system} />
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {camperDetailFields.map((field) =>
          field.kind === "number" ? (
            <TextField
              key={field.name}
              id={fieldId?.(field.name)}
              label={t("camper-details.fieldset.labelWithUnit", {
                label: camperDetailLabel(t, field),
                unit: camperDetailUnitLabel(t, field, system),
              })}
              name={field.name}
              // Text, not type="number": a browser sends an empty value for what it cannot read as a number
              // ("200 Ah", "1,200"), which would be stored as not stated instead of answered with a message.
              inputMode={isConverted(field, system) ? "decimal" : "numeric"}
              autoComplete="off"
              hint={numberHint(t, field, system)}
              defaultValue={values ? formValueInUnits(values, field, system, locale) : ""}
              error={errors[field.name]}
            />
          ) : (
            <SelectField
              key={field.name}
              id={fieldId?.(field.name)}
              label={camperDetailLabel(t, field)}
              name={field.name}
              emptyLabel={t("camper-details.fieldset.notStated")}
              options={camperDetailOptions(t, field)}
              defaultValue={values?.[field.name] ?? ""}
              error={errors[field.name]}
            />
          ),
        )}
      </div>
    </fieldset>
  );
}
