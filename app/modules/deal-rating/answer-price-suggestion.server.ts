import type { Database } from "#app/db/client.server.ts";
import type { FieldErrors, FormReply } from "#app/lib/form-reply.ts";
import { priceSuggestionFields, priceSuggestionSchema } from "./price-suggestion.schema.ts";
import { priceSuggestionText } from "./price-suggestion-text.ts";
import { type PriceSuggestion, suggestPrice } from "./suggest-price.server.ts";

export type PriceSuggestionAnswer =
  | { ok: true; text: string; suggestion: PriceSuggestion }
  | { ok: false; reply: FormReply };

/**
 * The suggested price for the listing form's type, make, year and mileage (each read once, by its
 * form name), or the fields' messages (docs/product/buyers-come-back.md, Suggested price).
 */
export async function answerPriceSuggestion(
  db: Database,
  values: (name: string) => unknown,
): Promise<PriceSuggestionAnswer> {
  const parsed = priceSuggestionSchema.safeParse(
    Object.fromEntries(priceSuggestionFields.map((name) => [name, values(name)])),
  );
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, reply: { ok: false, message: Object.values(fieldErrors)[0] ?? "", fieldErrors } };
  }
  const suggestion = await suggestPrice({ db, input: parsed.data });
  return { ok: true, text: priceSuggestionText(suggestion), suggestion };
}
