import { useId } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";

export interface CheckboxGroupProps {
  legend: string;
  name: string;
  /** Each box's value, its words and the line that says what it means. */
  options: readonly { value: string; label: string; hint: string }[];
  /** Each value as code beside its words, where the reader needs the name itself (a webhook's events). */
  isValueShown?: boolean;
  /** The form's refusal: its boxes come back as they were posted. */
  reply: FormReply | undefined;
  /** The values ticked when the form is new. */
  tickedAtFirst: readonly string[];
  error?: string | undefined;
}

/**
 * Several choices, as a fieldset of checkboxes, each with a line under its words: named by its legend for a screen
 * reader, usable with the keyboard and without JavaScript.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  isValueShown = false,
  reply,
  tickedAtFirst,
  error,
}: CheckboxGroupProps) {
  const id = useId();
  const ticked = reply?.values ? [reply.values[name] ?? []].flat() : tickedAtFirst;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-11 items-start gap-3 text-ink">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={ticked.includes(option.value)}
                aria-describedby={`${id}-${option.value}-hint`}
                className="mt-1 size-5 shrink-0 accent-pine-700"
              />
              <span>
                <span className="font-medium">{option.label}</span>
                {isValueShown ? (
                  <>
                    {" "}
                    <code className="text-sm text-ink-muted">{option.value}</code>
                  </>
                ) : null}
                <span id={`${id}-${option.value}-hint`} className="block text-sm text-ink-muted">
                  {option.hint}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
