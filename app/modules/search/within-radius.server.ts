import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "#app/db/schema.ts";
import { type Bind, bindValue } from "./query-values.server.ts";

/** 1 mile = 1.60934 km, on an earth of radius 6371 km (docs/product/browse-and-search.md). */
export const metresPerMile = 1609.34;
export const earthRadiusMetres = 6_371_000;

export interface RadiusCentre {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Rows whose coordinates lie within `radiusMiles` of the centre (great-circle distance on the
 * 6371 km sphere); rows without coordinates never match. Haversine, compared before the arcsine:
 * d ≤ r ⇔ hav(d/R) ≤ sin²(r/2R). Plain float arithmetic on the row's own columns, about ten times
 * cheaper than earth_distance(ll_to_earth(…)), whose `earth` domain checks every value it builds.
 */
export function isWithinRadius(
  columns: { latitude: AnyPgColumn; longitude: AnyPgColumn },
  centre: RadiusCentre,
  radiusMiles: number,
  bind: Bind = bindValue,
): SQL {
  const { latitude, longitude } = columns;
  const centreLatitude = bind("centreLatitude", centre.latitude, "float8");
  const centreLongitude = bind("centreLongitude", centre.longitude, "float8");
  const cosCentreLatitude = bind("cosCentreLatitude", Math.cos(toRadians(centre.latitude)), "float8");
  const maxHaversine = bind(
    "maxHaversine",
    Math.sin((radiusMiles * metresPerMile) / (2 * earthRadiusMetres)) ** 2,
    "float8",
  );
  return sql`(sin(radians(${latitude} - ${centreLatitude}::float8) / 2) ^ 2 + ${cosCentreLatitude}::float8 * cos(radians(${latitude})) * sin(radians(${longitude} - ${centreLongitude}::float8) / 2) ^ 2) <= ${maxHaversine}::float8`;
}

/**
 * A cube around the radius that the GiST index on ll_to_earth(latitude, longitude) answers: it
 * holds every listing within the radius, and some beyond (pair it with isWithinRadius). The
 * earthdistance extension works on a sphere of radius earth() (6378.168 km), so the radius is
 * scaled to it: great-circle distances grow with the sphere.
 */
export function isInRadiusBox(centre: RadiusCentre, radiusMiles: number): SQL {
  const radiusOnExtensionSphere = sql`(${radiusMiles * metresPerMile}::float8 * earth() / ${earthRadiusMetres}::float8)`;
  return sql`earth_box(ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8), ${radiusOnExtensionSphere}) @> ll_to_earth(${listings.latitude}, ${listings.longitude})`;
}
