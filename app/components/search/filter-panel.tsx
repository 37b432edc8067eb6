import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  radiusMilesOptions,
  type SearchParamName,
  sortByOptions,
  vehicleTypeOptions,
} from "#app/modules/search/search-params.ts";
import { MoreFilters } from "./more-filters.tsx";

export interface FilterPanelProps {
  /** The page the search runs on: the form submits here, and Clear returns here. */
  action: string;
  /** Where on that page the results are (`#id`), so a search lands on them. */
  resultsAnchor?: string;
  /** The current URL parameters, so the panel shows the search that produced the results. */
  values: URLSearchParams;
  errors?: Partial<Record<SearchParamName, string>>;
  /** Parameters a search and Clear keep as they are (the map's `view`, docs/product/map.md). */
  keptParams?: Readonly<Record<string, string>>;
}

const priceInput = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
const radiusOptions = radiusMilesOptions.map((miles) => ({ value: miles, label: `Within ${miles} miles` }));

/** The search filters as a GET form: the URL holds the search, so it works without JavaScript and can be shared. */
export function FilterPanel({ action, resultsAnchor = "", values, errors = {}, keptParams = {} }: FilterPanelProps) {
  const kept = new URLSearchParams(keptParams).toString();
  const value = (name: SearchParamName) => values.get(name) ?? "";
  const fieldProps = (name: SearchParamName) => ({ name, defaultValue: value(name), error: errors[name] });
  const submit = useSubmit();
  // With JavaScript the URL keeps only the filters in use (no `make=&model=&…`); without it the
  // browser sends every field, which the server reads the same way.
  const submitFilledFields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = new URLSearchParams();
    for (const [name, field] of new FormData(event.currentTarget)) {
      if (typeof field === "string" && field.trim() !== "") filled.append(name, field);
    }
    submit(filled, { method: "get", action: `${action}${resultsAnchor}` });
  };
  // Remount on a new search so uncontrolled fields show the URL's values after client navigation.
  const formKey = values.toString();
  return (
    <Form
      key={formKey}
      method="get"
      action={`${action}${resultsAnchor}`}
      onSubmit={submitFilledFields}
      aria-label="Search filters"
      className="grid gap-4 rounded-xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {Object.entries(keptParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label="Vehicle type"
        {...fieldProps("vehicleType")}
        emptyLabel="Any type"
        options={vehicleTypeOptions}
      />
      <TextField label="Make" {...fieldProps("make")} type="text" placeholder="e.g. Ford" />
      <TextField label="Model" {...fieldProps("model")} type="text" placeholder="e.g. Transit" />
      <SelectField
        label="Sort by"
        {...fieldProps("sortBy")}
        defaultValue={value("sortBy") || values.get("sort") || "newest"}
        options={sortByOptions}
      />
      <TextField label="Min price ($)" {...fieldProps("minPrice")} {...priceInput} />
      <TextField label="Max price ($)" {...fieldProps("maxPrice")} {...priceInput} />
      <LocationField defaultValue={value("location")} error={errors.location} placeholder="City, ST or ZIP" />
      <SelectField label="Radius" {...fieldProps("radius")} emptyLabel="Any distance" options={radiusOptions} />
      <RecentlyReducedField isChecked={value("reduced") === "1"} error={errors.reduced} />
      <MoreFilters values={values} errors={errors} />
      {[errors.bbox, errors.cursor].map((error) =>
        error ? (
          <p key={error} className="text-sm font-medium text-red-800 sm:col-span-2 lg:col-span-4">
            {error}
          </p>
        ) : null,
      )}
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClassName("primary")}>
          Search
        </button>
        <Link to={kept ? `${action}?${kept}` : action} className={buttonClassName("secondary")}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** 'Recently reduced' (docs/product/buyers-come-back.md): listings whose price dropped in the last 30 days. */
export function RecentlyReducedField({ isChecked, error }: { isChecked: boolean; error?: string }) {
  return (
    <div className="flex flex-col justify-end">
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="reduced"
          value="1"
          defaultChecked={isChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reduced-error" : undefined}
          className="h-5 w-5 rounded border-sand-300 text-pine-700 focus-visible:ring-2 focus-visible:ring-sunset-500"
        />
        Recently reduced
      </label>
      <FieldError id="reduced-error" error={error} />
    </div>
  );
}
