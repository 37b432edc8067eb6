import { type ReactNode, useId } from "react";
import { FieldError } from "./field-error.tsx";

/** The look of a single-line field or a drop-down. */
export const inputClassName =
  "mt-1 block min-h-11 w-full rounded-md border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

/** The look of a multi-line field. */
export const textareaClassName =
  "mt-1 block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

/** What the field hands its control: the id its label points at, and the hint and error it is described by. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The texts around a control. */
export interface FieldTexts {
  label: ReactNode;
  /** Shown under the control before the user types: what a valid value looks like. */
  hint?: ReactNode;
  error?: string;
}

export interface LabelledFieldProps extends FieldTexts {
  /** Classes of the wrapper. */
  className?: string;
  /** The control's id, when something else links to it (an error summary); a generated one otherwise. */
  id?: string;
  children(control: FieldControlProps): ReactNode;
}

/** A label, the control the caller renders with the props it is given, its hint and its error. */
export function LabelledField({ label, hint, error, className, id: givenId, children }: LabelledFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
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
