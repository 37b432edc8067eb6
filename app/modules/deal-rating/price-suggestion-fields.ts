// The listing form's fields a suggested price reads (docs/product/buyers-come-back.md, Suggested price), apart from the
// schema that parses them (price-suggestion.schema.ts) so that the form's button does not load zod with the page.

/** The fields a suggestion reads, as the listing form names them. */
export const priceSuggestionFields = ["vehicle_type", "make", "year", "mileage", "mileage_unit"] as const;
