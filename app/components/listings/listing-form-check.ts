// The browser's check of the listing form with the server's own schema and messages. It carries zod and the schema
// (about 26 KB): the form fetches it when the seller first uses the form, not with the page (ADR 052).
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import { formValues } from "./listing-form-steps.ts";

/**
 * The server's messages about the form as it is (the same schema the action parses with), limited to
 * `fields` when given: a step's own check before 'Next'. The tier's photo limits are the uploader's.
 */
export function checkListingForm(form: HTMLFormElement, fields?: readonly string[]): FieldErrors {
  const parsed = listingFormSchema.safeParse(formValues(form));
  if (parsed.success) return {};
  const { fieldErrors } = issuesOf(parsed.error);
  if (!fields) return fieldErrors;
  return Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => fields.includes(name)));
}
