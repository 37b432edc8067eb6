import type { FieldErrors } from "#app/lib/form-reply.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { listingFormSchema } from "./listing.schema.ts";
import type { ListingFormValues, ListingInput } from "./listing-form-rules.ts";

/** The draft checked with the listing form's own schema and messages: the listing it makes, or one message per field. */
export function parseDraftValues(
  values: ListingFormValues,
): { ok: true; input: ListingInput } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = listingFormSchema.safeParse({
    ...values,
    ...values.details,
    ...values.disclosure,
    video: values.video ?? [],
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fieldErrors: issuesOf(parsed.error).fieldErrors };
}
