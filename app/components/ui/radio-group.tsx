import { type ReactNode, useId } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";

export interface RadioGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  /** The choice checked when the page loads (what was posted, or a default). */
  checked?: string | undefined;
  error?: string | undefined;
  isRequired?: boolean;
  /** Side by side (short choices such as stars) or one under the other. */
  isInline?: boolean;
}

/**
 * One choice among a few, as a fieldset of radio buttons: named by its legend for a screen reader, usable with the
 * keyboard and without JavaScript.
 */
export function RadioGroup({
  legend,
  hint,
  name,
  options,
  checked,
  error,
  isRequired = false,
  isInline = false,
}: RadioGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={isInline ? "mt-2 flex flex-wrap gap-x-4 gap-y-1" : "mt-2 space-y-1"}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={isRequired}
              defaultChecked={checked === option.value}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 accent-pine-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
