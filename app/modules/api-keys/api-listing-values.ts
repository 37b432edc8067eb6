// A listing as the API reads and writes it (docs/product/open-platform.md, Managing listings through the API): the
// listing form's own fields by their form names, so that every rule and message is the form's. JSON's types are read
// as the form would have them typed (a number as its digits, true and false as 'yes' and 'no'), then the form's values
// go through the form's schema like a post would.
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { camperDetailFieldNames, detailUnitsFieldName } from "#app/modules/camper-details/camper-details.ts";
import { disclosureFieldNames } from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { unstorableDraftFields } from "#app/modules/listings/listing-draft.ts";
import {
  type ListingFormValues,
  listingFieldNames,
  listingMessages,
} from "#app/modules/listings/listing-form-rules.ts";

/** The fields a listing's `values` has: the form's, its camper details' and its paperwork and condition's. */
export const apiListingFieldNames: readonly string[] = [
  ...listingFieldNames,
  ...camperDetailFieldNames,
  detailUnitsFieldName,
  ...disclosureFieldNames,
];

/** A listing's form values in one flat object, as the API answers them and takes them back. */
export type ApiListingValues = Record<string, string | string[] | null>;

/** The form's values, flattened: its camper details and disclosure beside the other fields. */
export function flatListingValues({ details, disclosure, ...fields }: ListingFormValues): ApiListingValues {
  return { ...fields, ...details, ...disclosure };
}

const mediaPath = /^\/media\/[^/?#]+(\/video)?$/;

/** A photo or video address given in full (`https://roamstead…/media/{id}`), as the form posts it: `/media/{id}`. */
function mediaAddress(address: string, origin: string): string {
  if (!address.startsWith(`${origin}/`)) return address;
  const path = address.slice(origin.length);
  return mediaPath.test(path) ? path : address;
}

type Typed = { ok: true; value: string | string[] } | { ok: false; message: MessageId };

const wrongType: Typed = { ok: false, message: "api-keys.api.wrongType" };

/** One JSON value as the form would have it typed. */
function typedValue(field: string, value: unknown, origin: string): Typed {
  if (field === "images" || field === "video") {
    const list = value === null ? [] : Array.isArray(value) ? value : [value];
    if (!list.every((item) => typeof item === "string")) return { ok: false, message: "api-keys.api.wrongMediaType" };
    // The form's values keep one video: a second is refused, never dropped.
    if (field === "video" && list.length > 1) return { ok: false, message: listingMessages.oneVideo };
    return { ok: true, value: list.map((address: string) => mediaAddress(address.trim(), origin)) };
  }
  if (value === null) return { ok: true, value: "" };
  if (typeof value === "string") return { ok: true, value };
  if (typeof value === "number") return Number.isFinite(value) ? { ok: true, value: String(value) } : wrongType;
  if (typeof value === "boolean") return { ok: true, value: value ? "yes" : "no" };
  return wrongType;
}

export interface ApiListingFields {
  /** The fields that could be read, as the form would have them typed. */
  values: Record<string, string | string[]>;
  /** The others, one message each. */
  fieldErrors: FieldErrors;
}

/**
 * A request's listing fields (every key but those `own` names, which the caller reads) as the form's values; an unknown
 * field, a value JSON cannot type as the form would, or a text too long to keep as it is, one message per field.
 * `origin` is this site's (BASE_URL's), whose full photo addresses are taken as the form's.
 */
export function readApiListingFields(
  body: Record<string, unknown>,
  { origin, own }: { origin: string; own: readonly string[] },
): ApiListingFields {
  const values: Record<string, string | string[]> = {};
  const fieldErrors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (own.includes(field)) continue;
    if (!apiListingFieldNames.includes(field)) {
      fieldErrors[field] = "api-keys.api.unknownField";
      continue;
    }
    const typed = typedValue(field, value, origin);
    if (typed.ok) values[field] = typed.value;
    else fieldErrors[field] = typed.message;
  }
  const unstorable = unstorableDraftFields(values);
  for (const field of Object.keys(unstorable)) delete values[field];
  return { values, fieldErrors: { ...fieldErrors, ...unstorable } };
}
