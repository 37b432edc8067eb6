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

/**
 * The geocoding service could not answer (an HTTP status that is not OK, a timeout, a malformed
 * reply): not the same as "no such place". Forms and searches show its message, 'Geocoding failed: {status}'.
 */
export class GeocodingFailedError extends Error {
  override name = "GeocodingFailedError";
  /** The service's HTTP status, or what went wrong instead ("TIMEOUT", "UNAVAILABLE", "INVALID_RESPONSE"). */
  readonly status: string;
  /** For the log: what the service said. */
  readonly detail: string;

  constructor(status: string, detail: string, options?: ErrorOptions) {
    super(`Geocoding failed: ${status}`, options);
    this.status = status;
    this.detail = detail;
  }
}

/** Whether the geocoding service failed (as opposed to not knowing the place). */
export function isGeocodingFailure(error: unknown): error is GeocodingFailedError {
  return error instanceof GeocodingFailedError;
}
