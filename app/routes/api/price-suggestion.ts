import { getServices } from "#app/lib/context.server.ts";
import { answerPriceSuggestion } from "#app/modules/deal-rating/answer-price-suggestion.server.ts";
import { priceSuggestionSchema } from "#app/modules/deal-rating/price-suggestion.schema.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/price-suggestion";

// The listing form's suggested price as the seller types (docs/product/buyers-come-back.md, Suggested price):
// ?vehicle_type=&make=&year=&mileage=, the form's own names; 400 with the fields' messages for anything else.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, priceSuggestionSchema);
  if (!query.ok) return replyJson(query.failure);
  return Response.json(await answerPriceSuggestion(getServices(context).db, query.data), {
    headers: { "Cache-Control": "no-store" },
  });
}
