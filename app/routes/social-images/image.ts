import { bytesResponse } from "#app/lib/bytes-response.ts";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { getSocialImage } from "#app/modules/social-images/get-social-image.server.ts";
import { socialImageAddressSchema } from "#app/modules/social-images/social-image-address.schema.ts";
import type { Route } from "./+types/image";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** `?v=`: the version the page's og:image names (any other value is an older one). */
const versionedQuerySchema = z.object({ v: z.string().optional() });

/** A public page's share image (docs/product/found-and-shared.md, "Social images"); anything else is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const address = socialImageAddressSchema.safeParse(params);
  if (!address.success) return notFound();
  const { db, storage, logger } = getServices(context);
  const image = await getSocialImage({ db, storage, logger, kind: address.data.kind, id: address.data.file });
  if (!image) return notFound();
  // The page's og:image names the version it shows: that address's bytes never change. Without it, or
  // with an older one, the image of today is sent and kept only for a while.
  const query = readQuery(request, versionedQuerySchema);
  const isVersioned = query.ok && query.data.v === image.version;
  const etag = `"${image.version}"`;
  const headers = {
    "Content-Type": "image/jpeg",
    ETag: etag,
    "Cache-Control": isVersioned ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return bytesResponse(image.bytes, { headers });
}
