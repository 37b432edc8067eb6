import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { inputClassName, LabelledField } from "#app/components/ui/labelled-field.tsx";
import { usePlaceSuggestions } from "./use-place-suggestions.ts";

interface LocationFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "defaultValue" | "value" | "onChange"> {
  /** Default "Location" (the listings messages: a page showing the default names the `listings` area). */
  label?: ReactNode;
  hint?: string;
  defaultValue?: string;
  error?: string;
}

/**
 * The `location` field that suggests US and Canadian places as the visitor types (a plain field without
 * JavaScript). Other input attributes (placeholder, required, maxLength) pass through.
 */
export function LocationField({ label, hint, defaultValue, error, id, ...input }: LocationFieldProps) {
  const { t } = useTranslator();
  const [typed, setTyped] = useState(defaultValue ?? "");
  const suggestions = usePlaceSuggestions(typed);
  return (
    <LabelledField id={id} label={label ?? t("listings.location.label")} hint={hint} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            name="location"
            type="text"
            autoComplete="off"
            list={`${control.id}-places`}
            {...input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={inputClassName}
          />
          <datalist id={`${control.id}-places`}>
            {suggestions.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </>
      )}
    </LabelledField>
  );
}
