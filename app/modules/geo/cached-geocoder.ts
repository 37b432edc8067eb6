import { LruCache } from "#app/lib/lru-cache.ts";
import type { GeocodedPlace, Geocoder } from "./geocoder.ts";

export interface CachedGeocoderOptions {
  /** Entries per cache (one for places, one for suggestions). */
  maxEntries?: number;
  /** How long a found place or a non-empty suggestion list is kept (Infinity: until evicted). */
  hitTtlMs: number;
  /** How long "not found" is kept: shorter for an outside service whose data may change. */
  missTtlMs: number;
  /** Told about each failed lookup (the caller's logger); the lookup then answers "not found". */
  onError?: (error: unknown, lookup: { operation: "geocode" | "suggest"; query: string }) => void;
  now?: () => number;
}

/**
 * Puts a least-recently-used cache in front of a geocoder. Misses are cached too, so a search
 * repeated for an unknown place does not go back to the source. A failed lookup (the inner geocoder
 * threw: timeout, bad response) is reported and not cached, so the next attempt tries again: a
 * failed `geocode` reaches the caller (it shows 'Geocoding failed: {status}', which is not the same
 * as an unknown place), a failed `suggest` answers no suggestions. Concurrent lookups of the same
 * text share one call to the inner geocoder.
 */
export function createCachedGeocoder(
  inner: Geocoder,
  { maxEntries = 1000, hitTtlMs, missTtlMs, onError, now }: CachedGeocoderOptions,
): Geocoder {
  const places = new LruCache<string, Promise<GeocodedPlace | null>>({ maxEntries, now });
  const suggestions = new LruCache<string, Promise<GeocodedPlace[]>>({ maxEntries, now });

  function remember<T>(
    cache: LruCache<string, Promise<T>>,
    key: string,
    lookup: { operation: "geocode" | "suggest"; query: string },
    load: () => Promise<T>,
    /** What a failed lookup answers; absent: the failure reaches the caller. */
    fallback: { value: T } | undefined,
    isMiss: (value: T) => boolean,
  ): Promise<T> {
    const cached = cache.get(key);
    if (cached) return cached;
    const pending: Promise<T> = new Promise<T>((resolve) => resolve(load())).then(
      (value) => {
        deepFreeze(value); // shared by every later caller
        if (isMiss(value) && cache.get(key) === pending) cache.set(key, pending, missTtlMs);
        return value;
      },
      (error: unknown) => {
        if (cache.get(key) === pending) cache.delete(key);
        onError?.(error, lookup);
        if (!fallback) throw error;
        return fallback.value;
      },
    );
    cache.set(key, pending, hitTtlMs);
    return pending;
  }

  return {
    geocode(query) {
      return remember(
        places,
        cacheKey(query).trimEnd(),
        { operation: "geocode", query },
        () => inner.geocode(query),
        undefined,
        (place) => place === null,
      );
    },
    suggest(prefix, limit) {
      // The trailing space stays in the key: "portland " and "portland" suggest different places.
      return remember(
        suggestions,
        `${limit}:${cacheKey(prefix)}`,
        { operation: "suggest", query: prefix },
        () => inner.suggest(prefix, limit),
        { value: [] },
        (list) => list.length === 0,
      );
    },
    warmUp: inner.warmUp?.bind(inner),
  };
}

/** Texts that every geocoder treats alike share an entry: case and runs of white space do not matter. */
function cacheKey(text: string): string {
  return text.slice(0, 200).toLowerCase().replace(/\s+/g, " ").trimStart();
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
