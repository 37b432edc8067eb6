// A geocoder over the demo catalog's places ("Portland, OR"), for scripts that query the
// database directly; the app itself uses its configured geocoder.
import { demoPlaces } from "#app/demo/catalog.ts";

export function createCatalogGeocoder() {
  const byName = new Map(demoPlaces.map((place) => [place.location.toLowerCase(), place]));
  return {
    async geocode(query) {
      const place = byName.get(query.trim().toLowerCase());
      return place ? { label: place.location, latitude: place.latitude, longitude: place.longitude } : null;
    },
    async suggest() {
      return [];
    },
  };
}
