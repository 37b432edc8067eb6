import { describe, expect, it } from "vitest";
import { basemapDetailFor, basemapDetailLevels, basemapHref, basemapLevel } from "./basemap.server.ts";
import { defaultMapBounds, viewOfBounds, zoomedView } from "./map-view.ts";

describe("the offline basemap", () => {
  it("has four levels, each finer and larger than the one before, small enough to send", () => {
    const levels = basemapDetailLevels.map((detail) => basemapLevel(detail));
    for (const [index, level] of levels.entries()) {
      expect(level.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><g id="basemap">/);
      expect(level.svg).toContain('vector-effect="non-scaling-stroke"');
      expect(level.svg.length).toBeLessThan(200_000);
      const coarser = levels[index - 1];
      if (coarser) {
        expect(level.unit).toBeCloseTo(coarser.unit / 4, 12);
        expect(level.svg.length).toBeGreaterThan(coarser.svg.length);
        expect(level.etag).not.toBe(coarser.etag);
      }
    }
  });

  it("gives the default view the coarsest level and closer views finer ones, up to the finest", () => {
    const view = viewOfBounds(defaultMapBounds);
    expect(basemapDetailFor(view)).toBe(0);
    expect(basemapDetailFor(zoomedView(view, 2))).toBe(1);
    expect(basemapDetailFor(zoomedView(view, 4))).toBe(1);
    expect(basemapDetailFor(zoomedView(view, 8))).toBe(2);
    expect(basemapDetailFor(zoomedView(view, 1024))).toBe(3);
    expect(basemapHref(2)).toMatch(/^\/map\/basemap\.svg\?detail=2&v=[\w-]{12}$/);
  });
});
