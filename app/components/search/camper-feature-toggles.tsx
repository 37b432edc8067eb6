import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { featuresIn } from "#app/modules/search/active-filters.ts";
import { type CamperFeatureValue, camperFeatureLabel, camperFeatures } from "#app/modules/search/camper-features.ts";
import { featureParam, includeUnstatedParam } from "#app/modules/search/search-params.ts";

export interface FeatureCount {
  value: CamperFeatureValue;
  count: number;
  isCapped: boolean;
}

/** ' · 14' after a feature's name, read as '14 campers'; nothing when the count is not known. */
function FeatureCountText({ count }: { count: FeatureCount | undefined }) {
  const { t } = useTranslator();
  if (!count) return null;
  const values = { count: count.count };
  return (
    <span className="ml-1 font-normal text-ink-muted">
      <span aria-hidden="true">· </span>
      <span className="sr-only">, </span>
      {t(count.isCapped ? "search.features.countCapped" : "search.features.count", values)}
      <span className="sr-only">
        {" "}
        {t("search.features.campersWord", { ...values, capped: count.isCapped ? "yes" : "no" })}
      </span>
    </span>
  );
}

const pill =
  "relative inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm font-semibold shadow-sm";

/**
 * The filter sheet's 'Camper features' (docs/product/browse-and-search.md, Camper features): a checkbox per feature,
 * drawn as a pill with its count, and 'Include campers that don't say'.
 */
export function CamperFeatureFields({
  values,
  counts,
  error,
  unstatedError,
}: {
  values: URLSearchParams;
  counts: readonly FeatureCount[];
  error?: string;
  unstatedError?: string;
}) {
  const { t } = useTranslator();
  const chosen = new Set(featuresIn(values).map((feature) => feature.value));
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={error ? "feature-error" : undefined}>
      <legend className="text-sm font-semibold text-ink">{t("search.features.legend")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {camperFeatures.map((feature) => (
          <label
            key={feature.value}
            className={`${pill} cursor-pointer border-sand-300 bg-white text-ink has-checked:border-pine-700 has-checked:bg-pine-50 has-checked:text-pine-900 has-focus-visible:ring-2 has-focus-visible:ring-sunset-500`}
          >
            <input
              type="checkbox"
              name={featureParam}
              value={feature.value}
              defaultChecked={chosen.has(feature.value)}
              className="peer sr-only"
            />
            <span aria-hidden="true" className="mr-1.5 hidden text-pine-700 peer-checked:inline">
              ✓
            </span>
            {camperFeatureLabel(t, feature)}
            <FeatureCountText count={counts.find((count) => count.value === feature.value)} />
          </label>
        ))}
      </div>
      <FieldError id="feature-error" error={error} />
      <label className="mt-3 flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name={includeUnstatedParam}
          value="1"
          defaultChecked={values.get(includeUnstatedParam) === "1"}
          aria-describedby={unstatedError ? "include-unstated-hint include-unstated-error" : "include-unstated-hint"}
          className="h-5 w-5 rounded border-sand-300 text-pine-700 focus-visible:ring-2 focus-visible:ring-sunset-500"
        />
        {t("search.features.includeUnstated")}
      </label>
      <p id="include-unstated-hint" className="text-sm text-ink-muted">
        {t("search.features.includeUnstatedHint")}
      </p>
      <FieldError id="include-unstated-error" error={unstatedError} />
    </fieldset>
  );
}

/**
 * One tap to add a feature from the results (docs/product/browse-and-search.md, Camper features): a link per feature
 * not yet chosen that finds something, with its count.
 */
export function QuickFeatureLinks({ params, counts }: { params: URLSearchParams; counts: readonly FeatureCount[] }) {
  const { t } = useTranslator();
  const chosen = new Set(featuresIn(params).map((feature) => feature.value));
  const offered = camperFeatures.flatMap((feature) => {
    const count = counts.find((candidate) => candidate.value === feature.value);
    return count && count.count > 0 && !chosen.has(feature.value) ? [{ feature, count }] : [];
  });
  if (offered.length === 0) return null;
  const withFeature = (value: string) => {
    const search = new URLSearchParams(params);
    search.delete("cursor");
    search.append(featureParam, value);
    return `/listings?${search}`;
  };
  return (
    <ul
      aria-label={t("search.features.add")}
      className="relative -mx-4 mt-3 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {offered.map(({ feature, count }) => (
        <li key={feature.value}>
          <Link
            to={withFeature(feature.value)}
            className={`${pill} border-sand-300 bg-white text-ink hover:bg-sand-100`}
          >
            <span aria-hidden="true" className="mr-1 text-pine-700">
              +
            </span>
            {camperFeatureLabel(t, feature)}
            <FeatureCountText count={count} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
