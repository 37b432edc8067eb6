import type { Database } from "#app/db/client.server.ts";
import type { PriceSuggestionInput } from "./price-suggestion.schema.ts";
import { priceSuggestionText } from "./price-suggestion-text.ts";
import { type PriceSuggestion, suggestPrice } from "./suggest-price.server.ts";

/**
 * The suggested price for the listing form's type, make, year and mileage, and its sentence
 * (docs/product/buyers-come-back.md, Suggested price). The route reads the fields with readQuery.
 */
export async function answerPriceSuggestion(
  db: Database,
  input: PriceSuggestionInput,
): Promise<{ text: string; suggestion: PriceSuggestion }> {
  const suggestion = await suggestPrice({ db, input });
  return { text: priceSuggestionText(suggestion), suggestion };
}
