import { vinDecodeQuerySchema } from "#app/modules/listings/listing.schema.ts";
import { decodeListingVin } from "#app/modules/listings/listing-vin.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/vin-decode";

// What a VIN typed in the listing form decodes to (docs/product/vin-and-paperwork.md), for the model year typed beside
// it when the VIN can mean that year (`year`, optional): `{ decode }`, null when the
// decoder cannot answer just now; 400 with the field's message for a VIN that is not well formed.
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, vinDecodeQuerySchema);
  if (!query.ok) return replyJson(query.failure);
  const decode = await decodeListingVin(query.data.vin, query.data.year);
  // The same VIN decodes the same way with the data this build ships; "cannot answer just now" is not kept.
  const cacheControl = decode === null ? "no-store" : "public, max-age=86400";
  return Response.json({ decode }, { headers: { "Cache-Control": cacheControl } });
}
