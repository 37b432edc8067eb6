import type { InputHTMLAttributes } from "react";
import { type FieldTexts, inputClassName, LabelledField } from "./labelled-field.tsx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldTexts {}

/** A single-line field with its label, hint and error. */
export function TextField({ label, hint, error, className, id, ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={inputClassName} {...input} />}
    </LabelledField>
  );
}
