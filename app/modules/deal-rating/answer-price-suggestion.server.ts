import type { Database } from "#app/db/client.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { PriceSuggestionInput } from "./price-suggestion.schema.ts";
import { priceSuggestionText } from "./price-suggestion-text.ts";
import { type PriceSuggestion, suggestPrice } from "./suggest-price.server.ts";

/**
 * The suggested price for the listing form's type, make, year and mileage, and its sentence in `translator`'s
 * language (docs/product/buyers-come-back.md, Suggested price): a page passes the request's (requestTranslator); the
 * JSON endpoint answers in English, and the form words the figures itself in its own language. The route reads the
 * fields with readQuery.
 */
export async function answerPriceSuggestion(
  db: Database,
  input: PriceSuggestionInput,
  translator: Translator = translatorFor("en-US"),
): Promise<{ text: string; suggestion: PriceSuggestion }> {
  const suggestion = await suggestPrice({ db, input });
  return { text: priceSuggestionText(suggestion, translator), suggestion };
}
