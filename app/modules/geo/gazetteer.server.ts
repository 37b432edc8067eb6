import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
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

function buildGazetteerHere(): LoadedGazetteer {
  const started = performance.now();
  const cities = readNorthAmericanCities();
  const postalCodes = readPostalCodes();
  const index = buildGazetteerIndex(cities, postalCodes);
  const buildMilliseconds = Math.round(performance.now() - started);
  return { index, stats: { cities: cities.length, postalCodes: postalCodes.length, buildMilliseconds } };
}

const buildTask = "roamstead:build-gazetteer";

// Run as that worker (this very module, loaded again in a worker thread): build and hand the index over.
if (!isMainThread && workerData === buildTask) parentPort?.postMessage(buildGazetteerHere());

/**
 * The build runs in a worker thread, which hands over only the finished index (14 MB of heap): the
 * ~50 MB the build itself allocates stay in the worker's heap, which goes when the worker ends, instead
 * of growing the server's for good (ADR 025). Requests are served meanwhile on the main thread.
 */
function buildGazetteer(): Promise<LoadedGazetteer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: buildTask });
    worker.once("message", (loaded: LoadedGazetteer) => {
      resolve(loaded);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the gazetteer build stopped (exit code ${code})`)));
  });
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
