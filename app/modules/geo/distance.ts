/**
 * Mean earth radius (docs/product/browse-and-search.md, Filter panel). PostgreSQL's earthdistance
 * measures on its own earth() of 6378.168 km, so SQL radius filters have to scale to it (see ADR 007).
 */
export const earthRadiusKm = 6371;
/** One international mile. */
export const kmPerMile = 1.60934;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function milesToKilometres(miles: number): number {
  return miles * kmPerMile;
}

export function kilometresToMiles(kilometres: number): number {
  return kilometres / kmPerMile;
}

/** Great-circle distance on a sphere of radius `earthRadiusKm` (haversine formula). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const haversine =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(haversine)));
}
