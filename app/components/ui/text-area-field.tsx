import type { TextareaHTMLAttributes } from "react";
import { type FieldTexts, LabelledField, textareaClassName } from "./labelled-field.tsx";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldTexts {}

/** A multi-line text field with its label, hint and error. */
export function TextAreaField({ label, hint, error, className, id, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} className={textareaClassName} {...textarea} />}
    </LabelledField>
  );
}
