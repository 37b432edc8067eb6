import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  camperDetailHint,
  camperDetailOptions,
  camperDetailUnitLabel,
  type NumberDetailField,
} from "#app/modules/camper-details/camper-details.ts";
import { formatDetailMeasure, isConverted, unitSystemOf } from "#app/modules/camper-details/detail-units.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import {
  type CamperDetailFilter,
  camperDetailFilters,
  detailFilterLabel,
  offGridMinFilter,
} from "#app/modules/search/camper-detail-filters.ts";
import type { SearchParamName } from "#app/modules/search/search-params.ts";
import { detailFilterPresets } from "./detail-filter-presets.ts";

interface MoreFiltersProps {
  values: URLSearchParams;
  errors: Partial<Record<SearchParamName, string>>;
  /** In the /listings filter sheet: two columns at most. */
  isInSheet?: boolean;
}

const paramNames = [...camperDetailFilters.map((filter) => filter.param), offGridMinFilter.param];

/**
 * The camper-detail filters (docs/product/browse-and-search.md, More filters) behind a <details>, which
 * opens and closes before JavaScript loads; it is open while any of them is set (or wrong).
 */
export function MoreFilters({ values, errors, isInSheet = false }: MoreFiltersProps) {
  const { t } = useTranslator();
  const isInUse = paramNames.some((name) => (values.get(name) ?? "").trim() !== "");
  const fieldProps = (name: string) => ({
    name,
    defaultValue: values.get(name) ?? "",
    error: errors[name as SearchParamName],
  });
  return (
    <details open={isInUse} className={`group sm:col-span-2 ${isInSheet ? "" : "lg:col-span-4"}`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md font-semibold text-pine-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pine-600/40">
        {t("search.filters.more")}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className={`mt-4 grid gap-4 sm:grid-cols-2 ${isInSheet ? "" : "lg:grid-cols-4"}`}>
        {camperDetailFilters.map((filter) => (
          <DetailFilterField key={filter.param} filter={filter} {...fieldProps(filter.param)} />
        ))}
        <TextField
          label={t("search.filters.offGridMin")}
          {...fieldProps(offGridMinFilter.param)}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.1}
        />
      </div>
    </details>
  );
}

function DetailFilterField({
  filter,
  ...props
}: {
  filter: CamperDetailFilter;
  name: string;
  defaultValue: string;
  error: string | undefined;
}) {
  const { t, locale } = useTranslator();
  const system = unitSystemOf(locale);
  const label = detailFilterLabel(t, filter);
  const any = t("search.filters.any");
  if (filter.kind === "choice") {
    return <SelectField label={label} {...props} emptyLabel={any} options={camperDetailOptions(t, filter.field)} />;
  }
  const { min, max } = filter.field;
  const presets =
    detailFilterPresets[filter.param]?.map((preset) => ({ value: preset.value, label: t(preset.label) })) ??
    (isConverted(filter.field, system) ? everyStoredValue(filter.field, locale) : undefined);
  if (presets) {
    // A value typed into the URL that no preset names stays chosen, in the page's unit.
    const isPreset = presets.some((preset) => String(preset.value) === props.defaultValue);
    const typed =
      /^\d+$/.test(props.defaultValue) && !isPreset
        ? [
            {
              value: Number(props.defaultValue),
              label: isConverted(filter.field, system)
                ? formatDetailMeasure(filter.field, Number(props.defaultValue), locale)
                : t("search.filters.typedValue", { value: props.defaultValue, unit: filter.field.unit }),
            },
          ]
        : [];
    return <SelectField label={label} {...props} emptyLabel={any} options={[...presets, ...typed]} />;
  }
  return (
    <TextField
      label={t("search.filters.labelWithUnit", { label, unit: camperDetailUnitLabel(t, filter.field, system) })}
      hint={camperDetailHint(t, filter.field)}
      {...props}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
    />
  );
}

/**
 * Every value of a stored range, each named in the page's units ("3,0 m", "3,4 m" … "13,7 m"): a number box in feet
 * would take metres for feet, and the URL keeps the stored unit so a search means the same in both languages.
 */
function everyStoredValue(field: NumberDetailField, locale: Locale) {
  return Array.from({ length: field.max - field.min + 1 }, (_, index) => {
    const value = field.min + index;
    return { value, label: formatDetailMeasure(field, value, locale) };
  });
}
