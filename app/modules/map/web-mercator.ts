// Web Mercator in unit coordinates: x and y run from 0 to 1 across the world, x eastward from the
// antimeridian, y southward from the top of the square map (docs/product/map.md, Projection).

/** The latitude where the square Web Mercator map ends, north and south. */
export const maxMercatorLatitude = 85.05112878;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercatorY(latitude: number): number {
  const clamped = Math.max(-maxMercatorLatitude, Math.min(maxMercatorLatitude, latitude));
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians(clamped) / 2)) / Math.PI) / 2;
}

export function longitudeOf(x: number): number {
  return x * 360 - 180;
}

export function latitudeOf(y: number): number {
  return degrees(Math.atan(Math.sinh(Math.PI * (1 - 2 * y))));
}

/** A longitude in [-180, 180]. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}
