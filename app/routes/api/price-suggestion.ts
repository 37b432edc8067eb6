import { getServices } from "#app/lib/context.server.ts";
import { answerPriceSuggestion } from "#app/modules/deal-rating/answer-price-suggestion.server.ts";
import type { Route } from "./+types/price-suggestion";

// The listing form's suggested price as the seller types (docs/product/buyers-come-back.md, Suggested price):
// ?vehicle_type=&make=&year=&mileage=, the form's own names; 400 with the fields' messages for anything else.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await answerPriceSuggestion(getServices(context).db, (name) => params.get(name) ?? undefined);
  if (!answer.ok) return Response.json(answer.reply, { status: 400 });
  return Response.json(
    { text: answer.text, suggestion: answer.suggestion },
    { headers: { "Cache-Control": "no-store" } },
  );
}
