// The listing form's "Paperwork and condition" fields as zod parses them (docs/product/vin-and-paperwork.md,
// docs/product/condition.md): built from disclosure-fields.ts, so the answers and messages are the form's own. Apart
// from that module so that the pages that only show a disclosure do not load zod's parsers for it.
import { z } from "#app/lib/zod.ts";
import { normalisePlaceText } from "#app/modules/geo/place-text.ts";
import { findRegionByText } from "#app/modules/geo/regions.ts";
import { typedText, withoutControlCharacters } from "#app/modules/listings/listing-form-rules.ts";
import {
  type DisclosureField,
  type DisclosureFieldName,
  disclosureFields,
  disclosureMessageId,
  type ListingDisclosure,
  readTypedMonth,
} from "./disclosure-fields.ts";

function readField(field: DisclosureField, typed: string): string | boolean | null | undefined {
  if (typed === "") return null;
  switch (field.kind) {
    case "choice":
      return field.values.includes(typed) ? typed : undefined;
    case "yesNo":
      return typed === "yes" ? true : typed === "no" ? false : undefined;
    case "region":
      return findRegionByText(normalisePlaceText(typed))?.code;
    case "month":
      return readTypedMonth(typed) ?? undefined;
    case "text":
      return typed.length <= field.maxLength ? typed : undefined;
  }
}

function disclosureField(field: DisclosureField) {
  return z.preprocess(
    (value) => withoutControlCharacters(typedText(value), field.kind === "text").trim(),
    z.string().transform((typed, context) => {
      const value = readField(field, typed);
      if (value !== undefined) return value;
      context.addIssue({ code: "custom", message: disclosureMessageId(field) });
      return z.NEVER;
    }),
  );
}

/** The "Paperwork and condition" fields of the listing form, by form name; every one may be left empty. */
export const disclosureFormShape = Object.fromEntries(
  disclosureFields.map((field) => [field.name, disclosureField(field)]),
) as unknown as Record<DisclosureFieldName, z.ZodType<string | boolean | null, unknown>>;

/** The parsed fields (by form name) → the disclosure as stored. */
export function disclosureFromForm(parsed: Record<DisclosureFieldName, string | boolean | null>): ListingDisclosure {
  return Object.fromEntries(
    disclosureFields.map((field) => [field.key, parsed[field.name as DisclosureFieldName]]),
  ) as ListingDisclosure;
}
