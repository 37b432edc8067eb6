import type { FormReply } from "#app/lib/form-reply.ts";
import {
  type EndpointServices,
  invalidParams,
  type JsonAnswer,
} from "#app/modules/search/listing-json-endpoints.server.ts";
import { parseCursorParam } from "#app/modules/search/listing-page.ts";
import { getLandingPage, type LandingPageAddress } from "./get-landing-page.server.ts";

/**
 * `GET /api/campers?type=vans&region=colorado&cursor=…` (or `?make=ford&cursor=…`): a landing page's next page
 * for infinite scroll, the cards of /api/listings. A bad cursor answers 400, an address that names no landing
 * page 404, both in the one reply shape.
 */
export async function answerLandingPageListings(
  services: EndpointServices,
  params: URLSearchParams,
): Promise<JsonAnswer> {
  const cursor = parseCursorParam(params);
  if (!cursor.success) return invalidParams(cursor.errors);
  const address = addressOf(params);
  const { db, geocoder, cache } = services;
  const view = address && (await getLandingPage({ db, geocoder, cache, address, cursor: cursor.data }));
  if (!view) {
    const reply: FormReply = { ok: false, message: "There is no such landing page." };
    return { status: 404, body: reply };
  }
  return { status: 200, body: view.listings };
}

function addressOf(params: URLSearchParams): LandingPageAddress | null {
  const [type, region, make] = ["type", "region", "make"].map((name) => params.get(name) ?? undefined);
  if (make !== undefined) return type === undefined && region === undefined ? { make } : null;
  return type === undefined ? null : { type, region };
}
