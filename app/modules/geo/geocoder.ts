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
