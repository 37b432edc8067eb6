import type { AppError } from "#app/lib/app-error.ts";
import { isServiceUnavailable, serviceUnavailable } from "#app/lib/outside-service.ts";

/** A place the geocoder resolved, with WGS84 coordinates. */
export interface GeocodedPlace {
  /** How the place is shown back to the user, e.g. "Portland, OR". */
  label: string;
  latitude: number;
  longitude: number;
}

/** The most places `suggest` returns, whatever limit is asked for. */
export const maxSuggestions = 10;

export interface Geocoder {
  /** Resolves free text ('Portland, OR', 'Portland', '97201', 'Vancouver, BC'); null when unknown. */
  geocode(query: string): Promise<GeocodedPlace | null>;
  /** Places whose name starts with the typed text, most populous first, for the location field; at most `maxSuggestions`. */
  suggest(prefix: string, limit: number): Promise<GeocodedPlace[]>;
  /**
   * Loads what the geocoder needs ahead of the first lookup. The server calls it once it is
   * listening, so start-up stays fast and the first search does not wait.
   */
  warmUp?(): Promise<void>;
}

/** The field's message when the geocoder knows no such place (docs/product/selling.md, builders.md). */
export const invalidLocationMessage = "Invalid location.";

/**
 * The geocoding service could not answer (an HTTP status that is not OK, a timeout, a malformed
 * reply): not the same as "no such place", which `geocode` answers with null. Every adapter fails with
 * this one AppError (app/lib/outside-service.ts); forms and searches show its message,
 * 'Geocoding failed: {status}' (docs/product/browse-and-search.md).
 * @param status the service's HTTP status, or what went wrong instead ("TIMEOUT", "UNAVAILABLE", "INVALID_RESPONSE")
 * @param detail for the log: what the service said
 */
export function geocoderUnavailable(status: string, detail: string, options: { cause?: unknown } = {}): AppError {
  return serviceUnavailable("geocoder", `Geocoding failed: ${status}`, { cause: new Error(detail, options) });
}

/** Whether the geocoding service failed (as opposed to not knowing the place). */
export function isGeocoderUnavailable(error: unknown): error is AppError {
  return isServiceUnavailable(error, "geocoder");
}
