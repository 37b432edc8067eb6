import { basemapDetailLevels, basemapLevel, basemapVersion } from "#app/modules/map/basemap.server.ts";
import type { Route } from "./+types/basemap.svg";

/** The offline basemap at one level of detail (docs/product/map.md, Basemap), cached by the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const detail = basemapDetailLevels.find((level) => String(level) === params.get("detail"));
  if (detail === undefined) {
    return new Response(`detail must be one of ${basemapDetailLevels.join(", ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const level = basemapLevel(detail);
  // The address names the version it was made for: that one can be kept for good.
  const isVersioned = params.get("v") === basemapVersion(detail);
  const headers = {
    "Content-Type": "image/svg+xml",
    ETag: level.etag,
    "Cache-Control": isVersioned ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (request.headers.get("if-none-match") === level.etag) return new Response(null, { status: 304, headers });
  return new Response(level.svg, { headers });
}
