import type { ReactNode, TextareaHTMLAttributes } from "react";
import { FieldError } from "#app/components/ui/field-error.tsx";

const textareaClassName =
  "mt-1 block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700";

interface BlogPostTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  /** Classes added to the textarea's own. */
  className?: string;
}

/** A labelled textarea of the blog editor with its hint and its error (`<id>-hint`, `<id>-error`). */
export function BlogPostTextArea({ id, label, hint, error, className, ...textarea }: BlogPostTextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className={className ? `${textareaClassName} ${className}` : textareaClassName}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
