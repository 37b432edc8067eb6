// Place names on the offline basemap (docs/product/map.md, Basemap): state and province names and the
// most populous cities of the view, none overlapping, drawn by the server into the map's SVG.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { readNorthAmericanCities } from "#app/modules/geo/read-cities.server.ts";
import type { PlacedMarker } from "./absorb-covered-pins.ts";
import { defaultMapBounds, type MapView, mapHeight, mapWidth, pixelOf, viewOfBounds } from "./map-view.ts";
import { clusterRadius, phoneMarkerScale, pinPillHeight, pinPillWidth } from "./marker-sizes.ts";
import { mercatorX, mercatorY } from "./web-mercator.ts";

/** A name the gazetteer or the atlas could draw, at its place in Web Mercator unit coordinates. */
export interface PlaceNameCandidate {
  name: string;
  kind: "city" | "region";
  x: number;
  y: number;
  population: number;
}

/** A name drawn on the map, in viewBox units: a city's dot is at (left, top), its name beside it. */
export interface PlaceName {
  name: string;
  kind: "city" | "region";
  left: number;
  top: number;
  /** Where a city's name is written: right of its dot, or left of it (near the map's right edge). */
  side: "right" | "left" | "centre";
  /** Whether the phone draws it too (at twice the size); otherwise it is for wider screens only. */
  isOnPhone: boolean;
}

/** Cities of at least this many people are candidates. */
const leastPopulation = 10_000;

/** Reads the candidates: states from us-atlas, provinces and cities from the gazetteer's file. */
function readCandidates(): PlaceNameCandidate[] {
  const cities = readNorthAmericanCities();
  const candidates: PlaceNameCandidate[] = cities
    .filter((city) => city.population >= leastPopulation)
    .map((city) => ({
      name: city.name,
      kind: "city",
      x: mercatorX(city.longitude),
      y: mercatorY(city.latitude),
      population: city.population,
    }));
  // A province at the middle of its cities (the atlas has no provinces' outlines).
  const provinces = new Map<string, { west: number; east: number; south: number; north: number }>();
  for (const city of cities) {
    if (city.region.country !== "CA") continue;
    const box = provinces.get(city.region.name) ?? { west: 180, east: -180, south: 90, north: -90 };
    provinces.set(city.region.name, {
      west: Math.min(box.west, city.longitude),
      east: Math.max(box.east, city.longitude),
      south: Math.min(box.south, city.latitude),
      north: Math.max(box.north, city.latitude),
    });
  }
  for (const [name, box] of provinces) {
    candidates.push({
      name,
      kind: "region",
      x: mercatorX((box.west + box.east) / 2),
      y: (mercatorY(box.south) + mercatorY(box.north)) / 2,
      population: 0,
    });
  }
  // A state at the centre of its largest part.
  const file = createRequire(import.meta.url).resolve("us-atlas/states-10m.json");
  const states = JSON.parse(readFileSync(file, "utf8")) as Topology;
  for (const state of feature(states, states.objects.states as GeometryCollection).features) {
    const { geometry } = state;
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.type === "MultiPolygon"
          ? geometry.coordinates
          : [];
    const centres = polygons.map((polygon) => centreOf((polygon[0] ?? []) as number[][]));
    const largest = centres.reduce((best, each) => (each.area > best.area ? each : best), { x: 0, y: 0, area: 0 });
    if (largest.area > 0) {
      const name = String((state.properties as { name?: string } | null)?.name ?? "");
      candidates.push({ name, kind: "region", x: largest.x, y: largest.y, population: 0 });
    }
  }
  return candidates.sort((a, b) => b.population - a.population);
}

/** A ring's area centre in Web Mercator units (the shoelace formula). */
function centreOf(ring: number[][]): { x: number; y: number; area: number } {
  let twiceArea = 0;
  let sumX = 0;
  let sumY = 0;
  const points = ring.map(([longitude = 0, latitude = 0]) => [mercatorX(longitude), mercatorY(latitude)] as const);
  for (let index = 0; index < points.length; index++) {
    const [x1, y1] = points[index] ?? [0, 0];
    const [x2, y2] = points[(index + 1) % points.length] ?? [0, 0];
    const cross = x1 * y2 - x2 * y1;
    twiceArea += cross;
    sumX += (x1 + x2) * cross;
    sumY += (y1 + y2) * cross;
  }
  if (twiceArea === 0) return { x: 0, y: 0, area: 0 };
  return { x: sumX / (3 * twiceArea), y: sumY / (3 * twiceArea), area: Math.abs(twiceArea / 2) };
}

const buildTask = "roamstead:read-place-names";

// Run as that worker (this very module, loaded again in a worker thread): read the names and hand them over.
if (!isMainThread && workerData === buildTask) parentPort?.postMessage(readCandidates());

let loading: Promise<readonly PlaceNameCandidate[]> | undefined;

/**
 * The candidates, read once per process and kept (about 5,000 names) as the outlines are. Decoding the
 * gazetteer's file takes most of a second, so a worker thread reads it and the server keeps serving.
 */
export function loadPlaceNameCandidates(): Promise<readonly PlaceNameCandidate[]> {
  loading ??= new Promise<readonly PlaceNameCandidate[]>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: buildTask });
    worker.once("message", (candidates: PlaceNameCandidate[]) => {
      resolve(candidates);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`reading the place names stopped (exit code ${code})`)));
  }).catch((error: unknown) => {
    loading = undefined; // a later map tries again
    throw error;
  });
  return loading;
}

/** Type sizes in viewBox units on a desktop (the phone draws them twice as large). */
export const cityFontSize = 13;
export const regionFontSize = 12;
const cityCharacter = 7.2;
const regionCharacter = 9.2;
/** A city's dot, and the gap between it and its name. */
const dotGap = 7;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box a name covers at the given scale (1 on a desktop, phoneMarkerScale on a phone), in viewBox units. */
function boxOf(name: PlaceName, scale: number): Box {
  const { left, top } = name;
  if (name.kind === "region") {
    const half = (name.name.length * regionCharacter * scale) / 2 + 4 * scale;
    const height = ((regionFontSize + 6) * scale) / 2;
    return { left: left - half, right: left + half, top: top - height, bottom: top + height };
  }
  const width = (name.name.length * cityCharacter + dotGap + 4) * scale;
  const height = ((cityFontSize + 6) * scale) / 2;
  return name.side === "right"
    ? { left: left - 4 * scale, right: left + width, top: top - height, bottom: top + height }
    : { left: left - width, right: left + 4 * scale, top: top - height, bottom: top + height };
}

/** Names keep this much room between them (in desktop units), so that the map stays easy to read. */
const spacing = 6;
const overlaps = (a: Box, b: Box) =>
  a.left < b.right + spacing && b.left < a.right + spacing && a.top < b.bottom + spacing && b.top < a.bottom + spacing;
const isInside = (box: Box) =>
  box.left >= 2 && box.top >= 2 && box.right <= mapWidth - 2 && box.bottom <= mapHeight - 2;

const baseScale = viewOfBounds(defaultMapBounds).scale;

/** Cities per view: 6 on the widest view, 3 more per zoom step (twice as close), up to 18. */
export function mostCitiesFor(view: MapView): number {
  const steps = Math.max(0, Math.floor(Math.log2(view.scale / baseScale) + 1e-9));
  return Math.min(18, 6 + 3 * steps);
}
const mostRegions = 16;
/** How far a state's name may move up or down from its centre to make room. */
const regionLine = 24;

/**
 * The names the view shows (docs/product/map.md, Basemap): the three most populous cities, then state and
 * province names (moved a line up or down when their place is taken), then more cities in the room left, none
 * overlapping another, a pin or a cluster, or the map's edge. The phone keeps, in that order, those that fit at
 * its size.
 */
export function selectPlaceNames(
  candidates: readonly PlaceNameCandidate[],
  view: MapView,
  markers: readonly PlacedMarker[] = [],
): PlaceName[] {
  const inView: PlaceName[] = [];
  for (const candidate of candidates) {
    const { left, top } = pixelOf(view, candidate.x, candidate.y);
    if (left < 0 || left > mapWidth || top < 0 || top > mapHeight) continue;
    const side = candidate.kind === "region" ? "centre" : "right";
    inView.push({ name: candidate.name, kind: candidate.kind, left, top, side, isOnPhone: false });
  }
  const desktop = choose(inView, view, 1, [], markerBoxes(markers, 1));
  // The phone keeps, in the same order, those of the desktop's names that fit at its size.
  const phone = new Set(choose(desktop, view, phoneMarkerScale, [], markerBoxes(markers, phoneMarkerScale), true));
  return desktop.map((name) => ({ ...name, isOnPhone: phone.has(name) }));
}

/** The boxes pins and clusters cover at the given scale: a name under a marker could not be read. */
function markerBoxes(markers: readonly PlacedMarker[], scale: number): Box[] {
  return markers.map(({ left, top, count, label }) => {
    const halfWidth = ((count > 1 ? clusterRadius(count) : pinPillWidth(label ?? "") / 2) + 2) * scale;
    const halfHeight = ((count > 1 ? clusterRadius(count) : pinPillHeight / 2) + 2) * scale;
    return { left: left - halfWidth, right: left + halfWidth, top: top - halfHeight, bottom: top + halfHeight };
  });
}

function choose(
  inView: readonly PlaceName[],
  view: MapView,
  scale: number,
  kept: readonly PlaceName[],
  obstacles: readonly Box[],
  isInOrder = false,
): PlaceName[] {
  const chosen: PlaceName[] = [];
  const boxes: Box[] = [...obstacles];
  if (isInOrder) {
    // Names already chosen and placed: keep each that still fits, in their order.
    for (const name of inView) {
      const box = boxOf(name, scale);
      if (isInside(box) && !boxes.some((other) => overlaps(box, other))) {
        chosen.push(name);
        boxes.push(box);
      }
    }
    return chosen;
  }
  const fits = (name: PlaceName) => {
    const box = boxOf(name, scale);
    return isInside(box) && !boxes.some((other) => overlaps(box, other)) ? box : null;
  };
  const take = (name: PlaceName, box: Box) => {
    chosen.push(name);
    boxes.push(box);
  };
  // The phone's names stay on the desktop (where markers are smaller, so they are still clear of them).
  for (const name of kept) take(name, boxOf(name, scale));
  const isKept = (name: PlaceName) => kept.some((each) => each.name === name.name && each.left === name.left);
  let cities = chosen.filter((name) => name.kind === "city").length;
  let regions = chosen.length - cities;
  const most = mostCitiesFor(view);
  const addCities = (upTo: number) => {
    for (const name of inView) {
      if (
        name.kind !== "city" ||
        cities >= upTo ||
        isKept(name) ||
        chosen.some((each) => each.name === name.name && each.top === name.top)
      )
        continue;
      for (const side of ["right", "left"] as const) {
        const placed = { ...name, side };
        const box = fits(placed);
        if (!box) continue;
        take(placed, box);
        cities += 1;
        break;
      }
    }
  };
  // The three largest cities, then the states and provinces, then the other cities in the room left.
  addCities(Math.min(3, most));
  for (const name of inView) {
    if (name.kind !== "region" || regions >= mostRegions || isKept(name)) continue;
    for (const shift of [0, -regionLine, regionLine]) {
      const placed = { ...name, top: name.top + shift };
      const box = fits(placed);
      if (!box) continue;
      take(placed, box);
      regions += 1;
      break;
    }
  }
  addCities(most);
  return chosen;
}
