import { getServices } from "#app/lib/context.server.ts";
import { maxSuggestions } from "#app/modules/geo/geocoder.ts";
import type { Route } from "./+types/places";

// Suggestions for the location field as the visitor types.
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 80);
  const places = typed.length < 2 ? [] : await getServices(context).geocoder.suggest(typed, maxSuggestions);
  return Response.json(
    { places: places.map((place) => place.label) },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
