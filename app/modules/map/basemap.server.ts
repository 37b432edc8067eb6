// The offline basemap (docs/product/map.md, Basemap): the outlines of the United States with its
// states (us-atlas) and of Canada (world-atlas), both ISC. Read, projected to Web Mercator and
// simplified once per process, at a few levels of detail; each level is one small SVG document that
// the map page places with a transform for its view, and the browser caches.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { defaultMapBounds, type MapView, viewOfBounds } from "./map-view.ts";
import { mercatorX, mercatorY } from "./web-mercator.ts";

/** Levels of detail: level d shows a pixel at 4^d times the default view's scale. */
export const basemapDetailLevels = [0, 1, 2, 3] as const;
export type BasemapDetail = (typeof basemapDetailLevels)[number];

export interface BasemapLevel {
  /** The SVG document, with the outlines in a group of id `basemap`. */
  svg: string;
  /** The size of one of its coordinate units in Web Mercator unit coordinates. */
  unit: number;
  etag: string;
}

type Ring = readonly (readonly [number, number])[];
interface Outlines {
  land: Ring[];
  borders: Ring[];
}

const require = createRequire(import.meta.url);
const readTopology = (name: string) => JSON.parse(readFileSync(require.resolve(name), "utf8")) as Topology;
const canadaId = "124";
/** GeoJSON positions of these files are [longitude, latitude], without heights. */
const asRings = (positions: number[][][]) => positions as unknown as Ring[];

function readOutlines(): Outlines {
  const states = readTopology("us-atlas/states-10m.json");
  const countries = readTopology("world-atlas/countries-50m.json");
  const nation = feature(states, states.objects.nation as GeometryCollection);
  const countryCollection = countries.objects.countries as GeometryCollection;
  const canada = feature(countries, {
    ...countryCollection,
    geometries: countryCollection.geometries.filter((geometry) => geometry.id === canadaId),
  });
  const land: Ring[] = [];
  for (const shape of [...nation.features, ...canada.features]) {
    const { geometry } = shape;
    if (geometry.type === "Polygon") land.push(...asRings(geometry.coordinates));
    if (geometry.type === "MultiPolygon") for (const polygon of geometry.coordinates) land.push(...asRings(polygon));
  }
  // Borders between states only: the coast is the land's own outline.
  const borders = mesh(states, states.objects.states as GeometryCollection, (a, b) => a !== b).coordinates;
  const project = (ring: Ring): Ring =>
    ring.map(([longitude, latitude]) => [mercatorX(longitude), mercatorY(latitude)]);
  return { land: land.map(project), borders: asRings(borders).map(project) };
}

/**
 * A ring as path data on a grid of `unit`: points that round to the grid point of the one before
 * are dropped (the view cannot show them apart), and rings smaller than two grid points vanish.
 */
function pathOf(ring: Ring, unit: number, isClosed: boolean): string {
  let previousX = Number.NaN;
  let previousY = Number.NaN;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const steps: number[] = [];
  let start = "";
  for (const [x, y] of ring) {
    const gridX = Math.round(x / unit);
    const gridY = Math.round(y / unit);
    if (gridX === previousX && gridY === previousY) continue;
    if (start === "") start = `M${gridX} ${gridY}`;
    else steps.push(gridX - previousX, gridY - previousY);
    previousX = gridX;
    previousY = gridY;
    minX = Math.min(minX, gridX);
    maxX = Math.max(maxX, gridX);
    minY = Math.min(minY, gridY);
    maxY = Math.max(maxY, gridY);
  }
  if (steps.length === 0 || (maxX - minX < 2 && maxY - minY < 2)) return "";
  return `${start}l${steps.join(" ").replaceAll(" -", "-")}${isClosed ? "z" : ""}`;
}

function levelOf(outlines: Outlines, unit: number): BasemapLevel {
  const land = outlines.land.map((ring) => pathOf(ring, unit, true)).join("");
  const borders = outlines.borders.map((line) => pathOf(line, unit, false)).join("");
  const stroke = 'vector-effect="non-scaling-stroke" stroke-linejoin="round"';
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg"><g id="basemap">',
    `<path d="${land}" fill="#f7f4ea" stroke="#8b8470" stroke-width="1" ${stroke}/>`,
    `<path d="${borders}" fill="none" stroke="#b9b19a" stroke-width="0.75" ${stroke}/>`,
    "</g></svg>",
  ].join("");
  return { svg, unit, etag: `"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"` };
}

/** Level 0 keeps what a pixel of the default view can show; each further level is four times finer. */
const baseScale = viewOfBounds(defaultMapBounds).scale;
let levels: readonly BasemapLevel[] | undefined;

/** A level of detail, all of them built on first use. */
export function basemapLevel(detail: BasemapDetail): BasemapLevel {
  if (!levels) {
    const outlines = readOutlines();
    levels = basemapDetailLevels.map((each) => levelOf(outlines, 1 / (baseScale * 4 ** each)));
  }
  return levels[detail] as BasemapLevel;
}

/** The coarsest level whose grid is no coarser than a pixel of the view. */
export function basemapDetailFor(view: MapView): BasemapDetail {
  const finer = Math.ceil(Math.log(view.scale / baseScale) / Math.log(4) - 1e-6);
  return Math.min(basemapDetailLevels.length - 1, Math.max(0, finer)) as BasemapDetail;
}

/** The level's address: its version in the URL lets the browser keep it for a year. */
export function basemapHref(detail: BasemapDetail): string {
  return `/map/basemap.svg?detail=${detail}&v=${basemapVersion(detail)}`;
}

export const basemapVersion = (detail: BasemapDetail) => basemapLevel(detail).etag.slice(1, 13);
