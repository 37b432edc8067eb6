// A geocoder for tests that knows a fixed list of places and counts its calls.
import type { GeocodedPlace, Geocoder } from "#app/modules/geo/geocoder.ts";

export function fakeGeocoder(places: Record<string, Omit<GeocodedPlace, "label">>): Geocoder & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async geocode(query) {
      calls.push(query);
      const place = places[query.trim().toLowerCase()];
      return place ? { label: query.trim(), ...place } : null;
    },
    async suggest() {
      return [];
    },
  };
}
