import type { SelectHTMLAttributes } from "react";
import { type FieldTexts, inputClassName, LabelledField } from "./labelled-field.tsx";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, Omit<FieldTexts, "hint"> {
  /** A first choice with the value "", e.g. "Any type"; none when a choice is always made. */
  emptyLabel?: string;
  options: readonly { value: string | number; label: string }[];
}

/** A drop-down with its label and error. */
export function SelectField({ label, error, emptyLabel, options, className, id, ...select }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className={inputClassName} {...select}>
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
