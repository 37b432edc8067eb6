import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { maxSuggestions } from "#app/modules/geo/geocoder.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { replyJson } from "#app/modules/platform/reply.server.ts";
import { maxSearchTextLength } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/places";

/** `?q=`: what was typed into a location field, as long as the search's location may be; its message in `t`'s language. */
const placesQuerySchema = ({ t }: Translator) =>
  z.object({
    q: z
      .string()
      .max(maxSearchTextLength, { error: t("platform.places.tooLong", { max: String(maxSearchTextLength) }) })
      .optional(),
  });

// Suggestions for the location field as the visitor types.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, placesQuerySchema(requestTranslator(request)));
  if (!query.ok) return replyJson(query.failure);
  const typed = query.data.q ?? "";
  const places = typed.length < 2 ? [] : await getServices(context).geocoder.suggest(typed, maxSuggestions);
  return Response.json(
    { places: places.map((place) => place.label) },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
