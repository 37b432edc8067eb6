// The disclosure as the listings table holds it: the columns of the same names as ListingDisclosure, selected
// together by the listing page and written by the listing form.
import type { Equal } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { listings } from "#app/db/schema.ts";
import { disclosureFields, type ListingDisclosure } from "./disclosure-fields.ts";

type DisclosureColumns = { [K in keyof ListingDisclosure]: (typeof listings)[K] };

/** The disclosure's columns, to select them (the rows are ListingDisclosure). */
export const disclosureColumns = Object.fromEntries(
  disclosureFields.map((field) => [field.key, listings[field.key]]),
) as DisclosureColumns;

true satisfies Equal<SelectResultFields<typeof disclosureColumns>, ListingDisclosure>;
