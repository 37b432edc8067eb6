import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { Logger } from "#app/lib/logger.server.ts";
import { buildGazetteerIndex, type GazetteerIndex } from "./gazetteer-index.ts";
import type { Geocoder } from "./geocoder.ts";
import { readNorthAmericanCities } from "./read-cities.server.ts";
import { readPostalCodes } from "./read-postal-codes.server.ts";
import { resolvePlace } from "./resolve-place.ts";
import { suggestPlaces } from "./suggest-places.ts";

export interface GazetteerStats {
  cities: number;
  postalCodes: number;
  buildMilliseconds: number;
}

interface LoadedGazetteer {
  index: GazetteerIndex;
  stats: GazetteerStats;
}

// One index per process, shared by every gazetteer geocoder; built on first use, not at import.
let loading: Promise<LoadedGazetteer> | undefined;

export function loadGazetteer(): Promise<LoadedGazetteer> {
  loading ??= buildGazetteer().catch((error: unknown) => {
    loading = undefined; // let a later call try again rather than fail forever
    throw error;
  });
  return loading;
}

async function buildGazetteer(): Promise<LoadedGazetteer> {
  const started = performance.now();
  // The build is synchronous work of a few hundred milliseconds; yielding between its parts lets
  // requests that arrive meanwhile be served.
  await yieldToEventLoop();
  const cities = readNorthAmericanCities();
  await yieldToEventLoop();
  const postalCodes = readPostalCodes();
  await yieldToEventLoop();
  const index = buildGazetteerIndex(cities, postalCodes);
  const buildMilliseconds = Math.round(performance.now() - started);
  return { index, stats: { cities: cities.length, postalCodes: postalCodes.length, buildMilliseconds } };
}

export interface CreateGazetteerGeocoderOptions {
  logger?: Logger;
}

/** The offline geocoder: US and Canadian cities (GeoNames), US ZIP codes and Canadian postal areas. */
export function createGazetteerGeocoder({ logger }: CreateGazetteerGeocoderOptions = {}): Geocoder {
  return {
    async geocode(query) {
      const { index } = await loadGazetteer();
      return resolvePlace(index, query);
    },
    async suggest(prefix, limit) {
      const { index } = await loadGazetteer();
      return suggestPlaces(index, prefix, limit);
    },
    async warmUp() {
      const { stats } = await loadGazetteer();
      logger?.info({ gazetteer: stats }, "gazetteer loaded");
    },
  };
}
