import { type ReactNode, useId } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";

export const builderInputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

/** What the field hands its control: the id its label points at, and the hint and error it is described by. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface BuilderFormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}

/** A labelled field of the builder form (a `*` after required ones), its hint and its error under the control. */
export function BuilderFormField({ label, hint, error, isRequired = false, children }: BuilderFormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {isRequired ? <span aria-hidden="true">*</span> : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
