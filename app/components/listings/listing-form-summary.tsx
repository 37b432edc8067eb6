import type { MouseEvent } from "react";
import { inStepOrder, listingFieldId } from "./listing-form-steps.ts";

export const errorSummaryId = "listing-error-summary";

export interface ListingErrorSummaryProps {
  /** 'There was a problem submitting your listing.', or another message about the whole form. */
  heading: string;
  /** One message per field; each becomes a link to its field. */
  errors: Record<string, string>;
  /** With JavaScript: open the field's step and focus it (without, the link's own jump does). */
  onOpenField?(name: string): void;
}

/**
 * The GOV.UK-style error summary at the top of the listing form (docs/product/selling.md, Steps): the form's
 * message, then one link per problem in the order of the steps, announced at once.
 */
export function ListingErrorSummary({ heading, errors, onOpenField }: ListingErrorSummaryProps) {
  const problems = inStepOrder(errors);
  const open = (name: string) => (event: MouseEvent) => {
    if (!onOpenField) return;
    event.preventDefault();
    onOpenField(name);
  };
  return (
    <div
      id={errorSummaryId}
      role="alert"
      aria-labelledby={`${errorSummaryId}-heading`}
      tabIndex={-1}
      className="rounded-md border-2 border-red-700 bg-red-50 px-4 py-4 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 sm:px-5"
    >
      <h2 id={`${errorSummaryId}-heading`} className="text-base font-semibold">
        {heading}
      </h2>
      {problems.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {problems.map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${listingFieldId(name)}`}
                onClick={open(name)}
                className="font-medium text-red-900 underline underline-offset-2 hover:text-red-950"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
