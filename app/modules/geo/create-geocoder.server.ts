import type { Logger } from "#app/lib/logger.server.ts";
import { createCachedGeocoder } from "./cached-geocoder.ts";
import { createGazetteerGeocoder } from "./gazetteer.server.ts";
import type { Geocoder } from "./geocoder.ts";
import { createHttpGeocoder } from "./http-geocoder.server.ts";

export interface CreateGeocoderOptions {
  /** A Nominatim-compatible server (GEOCODER_URL); without it the offline gazetteer answers. */
  geocoderUrl?: string;
  /** Sent to the server; Nominatim's policy wants it to name the application (and ideally its URL). */
  userAgent?: string;
  /** Entries per cache, places and suggestion lists (GEOCODER_CACHE_ENTRIES). */
  cacheEntries?: number;
  logger?: Logger;
}

const minute = 60_000;

/** The geocoder the app holds for its lifetime, chosen by configuration, always cached. */
export function createGeocoder({ geocoderUrl, userAgent, cacheEntries, logger }: CreateGeocoderOptions = {}): Geocoder {
  if (geocoderUrl) {
    return createCachedGeocoder(createHttpGeocoder({ baseUrl: geocoderUrl, userAgent }), {
      maxEntries: cacheEntries,
      hitTtlMs: 24 * 60 * minute,
      missTtlMs: 10 * minute, // a place the server did not know may be added to its data
      onError: (error, lookup) => logger?.warn({ err: error, ...lookup }, "geocoder lookup failed"),
    });
  }
  // The gazetteer's data only changes with a deploy, so its answers never go stale.
  return createCachedGeocoder(createGazetteerGeocoder({ logger }), {
    maxEntries: cacheEntries,
    hitTtlMs: Number.POSITIVE_INFINITY,
    missTtlMs: Number.POSITIVE_INFINITY,
    onError: (error, lookup) => logger?.error({ err: error, ...lookup }, "gazetteer lookup failed"),
  });
}
