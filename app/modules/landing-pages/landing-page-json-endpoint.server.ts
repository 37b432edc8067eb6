import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { type EndpointServices, type JsonAnswer, replyInWords } from "#app/modules/platform/reply.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
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
  const query = readQuery(params, landingPageQuerySchema);
  if (!query.ok) return { status: query.failure.status, body: replyInWords(query.failure.reply) };
  const { cursor, ...named } = query.data;
  const address = addressOf(named);
  const { db, geocoder, cache } = services;
  // Only the cards are answered: the neighbours' words are the English a page would not show.
  const { t } = translatorFor("en-US");
  const view = address && (await getLandingPage({ db, geocoder, cache, address, cursor, t }));
  if (!view) {
    const reply: FormReply = { ok: false, message: "landing-pages.error.noSuchPage" satisfies MessageId };
    return { status: 404, body: reply };
  }
  return { status: 200, body: view.listings };
}

/** `cursor`, and the landing page's address: `type` and `region`, or `make`. */
const landingPageQuerySchema = listingPageQuerySchema.extend({
  type: z.string().optional(),
  region: z.string().optional(),
  make: z.string().optional(),
});

function addressOf({
  type,
  region,
  make,
}: {
  type?: string;
  region?: string;
  make?: string;
}): LandingPageAddress | null {
  if (make !== undefined) return type === undefined && region === undefined ? { make } : null;
  return type === undefined ? null : { type, region };
}
