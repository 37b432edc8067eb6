import { z } from "#app/lib/zod.ts";
import {
  type BasemapDetail,
  basemapDetailLevels,
  basemapLevel,
  basemapVersion,
} from "#app/modules/map/basemap.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import type { Route } from "./+types/basemap.svg";

const basemapQuerySchema = z.object({
  detail: z
    .enum(basemapDetailLevels.map(String) as [string, ...string[]], {
      error: `detail must be one of ${basemapDetailLevels.join(", ")}.`,
    })
    .transform((text) => Number(text) as BasemapDetail),
  v: z.string().optional(),
});

/** The offline basemap at one level of detail (docs/product/map.md, Basemap), cached by the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, basemapQuerySchema);
  if (!query.ok) {
    return new Response(query.failure.reply.message, {
      status: query.failure.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { detail, v } = query.data;
  const level = basemapLevel(detail);
  // The address names the version it was made for: that one can be kept for good.
  const isVersioned = v === basemapVersion(detail);
  const headers = {
    "Content-Type": "image/svg+xml",
    ETag: level.etag,
    "Cache-Control": isVersioned ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (request.headers.get("if-none-match") === level.etag) return new Response(null, { status: 304, headers });
  return new Response(level.svg, { headers });
}
