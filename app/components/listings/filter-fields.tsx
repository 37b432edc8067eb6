import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";

export const filterInputClassName =
  "mt-1 block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

interface FilterSelectProps {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  /** The first choice, value "", e.g. "Any type"; none when a choice is always made. */
  anyLabel?: string;
  options: readonly { value: string | number; label: string }[];
}

/** One of the search filters as a drop-down. */
export function FilterSelect({ label, name, defaultValue, error, anyLabel, options }: FilterSelectProps) {
  return (
    <FilterField label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue}>
          {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

interface FilterInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** One of the search filters as a text or number field. */
export function FilterInput({ label, error, ...input }: FilterInputProps) {
  return (
    <FilterField label={label} error={error}>
      {(control) => <input {...input} {...control} />}
    </FilterField>
  );
}

interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  className: string;
}

function FilterField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": describedBy ? true : undefined,
        className: filterInputClassName,
      })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
