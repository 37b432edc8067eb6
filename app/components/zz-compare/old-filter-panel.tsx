import { type FormEvent, type ReactNode, useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import {
  radiusMilesOptions,
  type SearchParamName,
  sortByOptions,
  vehicleTypeOptions,
} from "#app/modules/search/search-params.ts";
import { LocationField } from "#app/components/listings/location-field.tsx";

export interface FilterPanelProps {
  /** The page the search runs on: the form submits here, and Clear returns here. */
  action: string;
  /** Where on that page the results are (`#id`), so a search lands on them. */
  resultsAnchor?: string;
  /** The current URL parameters, so the panel shows the search that produced the results. */
  values: URLSearchParams;
  errors?: Partial<Record<SearchParamName, string>>;
}

const inputClassName =
  "mt-1 block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

/** The search filters as a GET form: the URL holds the search, so it works without JavaScript and can be shared. */
export function FilterPanel({ action, resultsAnchor = "", values, errors = {} }: FilterPanelProps) {
  const value = (name: SearchParamName) => values.get(name) ?? "";
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
      <Field label="Vehicle type" error={errors.vehicleType}>
        {(id, describedBy) => (
          <select
            id={id}
            name="vehicleType"
            defaultValue={value("vehicleType")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          >
            <option value="">Any type</option>
            {vehicleTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Make" error={errors.make}>
        {(id, describedBy) => (
          <input
            id={id}
            name="make"
            type="text"
            placeholder="e.g. Ford"
            defaultValue={value("make")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Model" error={errors.model}>
        {(id, describedBy) => (
          <input
            id={id}
            name="model"
            type="text"
            placeholder="e.g. Transit"
            defaultValue={value("model")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Sort by" error={errors.sortBy}>
        {(id, describedBy) => (
          <select
            id={id}
            name="sortBy"
            defaultValue={value("sortBy") || "newest"}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          >
            {sortByOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Min price ($)" error={errors.minPrice}>
        {(id, describedBy) => (
          <input
            id={id}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={value("minPrice")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Max price ($)" error={errors.maxPrice}>
        {(id, describedBy) => (
          <input
            id={id}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={value("maxPrice")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          />
        )}
      </Field>
      <LocationField defaultValue={value("location")} error={errors.location} inputClassName={inputClassName} />
      <Field label="Radius" error={errors.radius}>
        {(id, describedBy) => (
          <select
            id={id}
            name="radius"
            defaultValue={value("radius")}
            aria-describedby={describedBy}
            aria-invalid={describedBy ? true : undefined}
            className={inputClassName}
          >
            <option value="">Any distance</option>
            {radiusMilesOptions.map((miles) => (
              <option key={miles} value={miles}>
                Within {miles} miles
              </option>
            ))}
          </select>
        )}
      </Field>
      {errors.cursor ? (
        <p className="text-sm font-medium text-red-800 sm:col-span-2 lg:col-span-4">{errors.cursor}</p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClassName("primary")}>
          Search
        </button>
        <Link to={action} className={buttonClassName("secondary")}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
