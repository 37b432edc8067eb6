import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { maxSuggestions } from "#app/modules/geo/geocoder.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { replyJson } from "#app/modules/platform/reply.server.ts";
import { maxSearchTextLength } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/places";

/** `?q=`: what was typed into a location field, as long as the search's location may be. */
const placesQuerySchema = z.object({
  q: z
    .string()
    .max(maxSearchTextLength, { error: `Please type at most ${maxSearchTextLength} characters.` })
    .optional(),
});

// Suggestions for the location field as the visitor types.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, placesQuerySchema);
  if (!query.ok) return replyJson(query.failure);
  const typed = query.data.q ?? "";
  const places = typed.length < 2 ? [] : await getServices(context).geocoder.suggest(typed, maxSuggestions);
  return Response.json(
    { places: places.map((place) => place.label) },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
