// The one mapping from zod's issues to what a form shows: one message per field (the first issue of
// each) and the messages about the whole input. Bodies (readInput), queries (readQuery), the search
// filters read in the browser and any other schema say a failure through it. No `.server`: the
// search filters use it in the browser.
import type { z } from "zod";
import type { FieldErrors } from "./form-reply.ts";

export interface ZodIssueMessages {
  fieldErrors: FieldErrors;
  formErrors: string[];
}

/** One message per field (the first issue of each, by its top-level field), and the issues of the whole input. */
export function issuesOf(error: z.ZodError): ZodIssueMessages {
  const fieldErrors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) formErrors.push(issue.message);
    else if (!(String(field) in fieldErrors)) fieldErrors[String(field)] = issue.message;
  }
  return { fieldErrors, formErrors };
}

/** The failure in one sentence: the first message about the whole input, else the first field's, else `fallback`. */
export function messageOf(error: z.ZodError, fallback: string): string {
  const { fieldErrors, formErrors } = issuesOf(error);
  return formErrors[0] ?? Object.values(fieldErrors)[0] ?? fallback;
}
