import {
  type GeocodedPlace,
  type Geocoder,
  geocoderUnavailable,
  isGeocoderUnavailable,
  maxSuggestions,
} from "./geocoder.ts";
import { nominatimSearchResponseSchema, toGeocodedPlace } from "./nominatim-response.ts";

export interface HttpGeocoderOptions {
  /** The Nominatim-compatible server, e.g. "https://nominatim.example.org" (GEOCODER_URL). */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
  timeoutMs?: number;
}

const defaultUserAgent = "Roamstead/0.1 (used-camper marketplace; geocoding typed locations)";
const maxResponseBytes = 256 * 1024;
const maxQueryLength = 200;
/** Shorter prefixes match too much to be worth a request. */
const minSuggestLength = 3;

/**
 * Geocodes through a Nominatim-compatible HTTP API (`/search?format=jsonv2`), US and Canada only.
 * Only the configured origin is ever contacted: redirects are refused, not followed. Every failure
 * (network, timeout, redirect, status, malformed body) rejects with `geocoderUnavailable` (AppError `bad-gateway`);
 * wrap it with `createCachedGeocoder`, which answers those as "not found" without caching them.
 */
export function createHttpGeocoder({
  baseUrl,
  userAgent = defaultUserAgent,
  timeoutMs = 3000,
}: HttpGeocoderOptions): Geocoder {
  const base = parseBaseUrl(baseUrl);

  async function search(query: string, limit: number): Promise<GeocodedPlace[]> {
    const url = new URL("search", base);
    url.search = new URLSearchParams({
      q: query.slice(0, maxQueryLength),
      format: "jsonv2",
      addressdetails: "1",
      limit: String(limit),
      countrycodes: "us,ca",
    }).toString();
    if (url.origin !== base.origin) throw geocoderUnavailable("UNAVAILABLE", `Refusing to contact ${url.origin}`);

    let body: string;
    try {
      const response = await fetch(url, {
        headers: { "User-Agent": userAgent, Accept: "application/json", "Accept-Language": "en" },
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw geocoderUnavailable(String(response.status), `The geocoder answered ${response.status}`);
      }
      body = await readTextUpTo(response, maxResponseBytes);
    } catch (error) {
      if (isGeocoderUnavailable(error)) throw error;
      throw geocoderUnavailable(
        isTimeout(error) ? "TIMEOUT" : "UNAVAILABLE",
        `The geocoder request failed: ${describe(error)}`,
        { cause: error },
      );
    }

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw geocoderUnavailable("INVALID_RESPONSE", "The geocoder answered with malformed JSON", {
        cause: error,
      });
    }
    const parsed = nominatimSearchResponseSchema.safeParse(json);
    if (!parsed.success) {
      throw geocoderUnavailable("INVALID_RESPONSE", "The geocoder's answer is not a Nominatim search result", {
        cause: parsed.error,
      });
    }
    return parsed.data.map(toGeocodedPlace);
  }

  return {
    async geocode(query) {
      const text = query.trim();
      if (!text) return null;
      const [place] = await search(text, 1);
      return place ?? null;
    },
    async suggest(prefix, limit) {
      const text = prefix.trim();
      const count = Math.min(Math.max(Math.floor(limit), 0), maxSuggestions);
      if (text.length < minSuggestLength || count === 0) return [];
      return search(text, count);
    },
  };
}

/** Checked once at start-up, so a bad GEOCODER_URL stops the server instead of failing every search. */
function parseBaseUrl(baseUrl: string): URL {
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    throw new Error(`The geocoder URL must be an http(s) URL without credentials, not ${JSON.stringify(baseUrl)}`);
  }
  // "https://host/nominatim" must lead to "https://host/nominatim/search", not "https://host/search".
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  url.search = "";
  url.hash = "";
  return url;
}

async function readTextUpTo(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw geocoderUnavailable("INVALID_RESPONSE", `The geocoder's answer is too large (${declared} bytes)`);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body ?? []) {
    received += chunk.byteLength;
    if (received > maxBytes) throw geocoderUnavailable("INVALID_RESPONSE", "The geocoder's answer is too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name}: ${error.message}${cause}`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
