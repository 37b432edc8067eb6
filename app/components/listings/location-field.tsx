import { useId, useState } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { usePlaceSuggestions } from "./use-place-suggestions.ts";

interface LocationFieldProps {
  defaultValue?: string;
  error?: string;
  inputClassName: string;
}

/** A text field that suggests US and Canadian places as the visitor types (a plain field without JavaScript). */
export function LocationField({ defaultValue, error, inputClassName }: LocationFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState(defaultValue ?? "");
  const suggestions = usePlaceSuggestions(typed);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Location
      </label>
      <input
        id={id}
        name="location"
        type="text"
        autoComplete="off"
        list={`${id}-places`}
        placeholder="City, ST or ZIP"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
      />
      <datalist id={`${id}-places`}>
        {suggestions.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
