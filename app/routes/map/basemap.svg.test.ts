import { describe, expect, it } from "vitest";
import { basemapHref } from "#app/modules/map/basemap.server.ts";
import { loader } from "./basemap.svg.ts";

const get = (path: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`http://localhost${path}`, { headers }) } as Parameters<typeof loader>[0]);

describe("/map/basemap.svg", () => {
  it("serves a level as SVG, for a year under its version, and 304 for its ETag", async () => {
    const response = await get(basemapHref(1));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag") ?? "";
    expect((await get("/map/basemap.svg?detail=1", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/map/basemap.svg?detail=1&v=old")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a detail it does not have with 400", async () => {
    for (const path of ["/map/basemap.svg", "/map/basemap.svg?detail=4", "/map/basemap.svg?detail=%27x"]) {
      expect((await get(path)).status).toBe(400);
    }
  });
});
