import { describe, expect, it, vi } from "vitest";
import { createCachedGeocoder } from "./cached-geocoder.ts";
import { type GeocodedPlace, type Geocoder, geocoderUnavailable } from "./geocoder.ts";

const bend: GeocodedPlace = { label: "Bend, OR", latitude: 44.05817, longitude: -121.31531 };

/** A geocoder that knows one place and counts how often it is asked. */
function fakeGeocoder() {
  return {
    geocode: vi.fn(async (query: string) => (query.toLowerCase().startsWith("bend") ? { ...bend } : null)),
    suggest: vi.fn(async (prefix: string) => (prefix.toLowerCase().startsWith("be") ? [{ ...bend }] : [])),
  };
}

describe("createCachedGeocoder", () => {
  it("asks the inner geocoder once per text, whatever its case and spacing", async () => {
    const inner = fakeGeocoder();
    const cached = createCachedGeocoder(inner, { hitTtlMs: 60_000, missTtlMs: 1_000 });
    expect(await cached.geocode("Bend, OR")).toEqual(bend);
    expect(await cached.geocode("  bend,   or ")).toEqual(bend);
    expect(inner.geocode).toHaveBeenCalledTimes(1);
    expect(await cached.suggest("be", 5)).toEqual([bend]);
    expect(await cached.suggest("BE", 5)).toEqual([bend]);
    expect(await cached.suggest("be", 3)).toEqual([bend]);
    expect(inner.suggest).toHaveBeenCalledTimes(2);
  });

  it("caches misses, for their own shorter time", async () => {
    let now = 0;
    const inner = fakeGeocoder();
    const cached = createCachedGeocoder(inner, { hitTtlMs: 60_000, missTtlMs: 1_000, now: () => now });
    expect(await cached.geocode("Narnia")).toBeNull();
    expect(await cached.geocode("Bend")).toEqual(bend);
    now = 999;
    await cached.geocode("Narnia");
    expect(inner.geocode).toHaveBeenCalledTimes(2);
    now = 1_000;
    await cached.geocode("Narnia");
    await cached.geocode("Bend");
    expect(inner.geocode).toHaveBeenCalledTimes(3); // the miss expired, the hit did not
  });

  it("evicts the least recently used text when full", async () => {
    const inner = fakeGeocoder();
    const cached = createCachedGeocoder(inner, { maxEntries: 2, hitTtlMs: 60_000, missTtlMs: 60_000 });
    await cached.geocode("Bend");
    await cached.geocode("Narnia");
    await cached.geocode("Atlantis"); // evicts "Bend"
    await cached.geocode("Bend");
    expect(inner.geocode.mock.calls.map(([query]) => query)).toEqual(["Bend", "Narnia", "Atlantis", "Bend"]);
  });

  it("shares one inner call among concurrent lookups of the same text", async () => {
    const inner = fakeGeocoder();
    const cached = createCachedGeocoder(inner, { hitTtlMs: 60_000, missTtlMs: 60_000 });
    const answers = await Promise.all([cached.geocode("Bend"), cached.geocode("bend"), cached.geocode("BEND")]);
    expect(answers).toEqual([bend, bend, bend]);
    expect(inner.geocode).toHaveBeenCalledTimes(1);
  });

  it("passes a failed place lookup on, answers failed suggestions with none, reports each once, caches neither", async () => {
    const failure = geocoderUnavailable("503", "upstream down");
    const inner: Geocoder = {
      geocode: vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(bend),
      suggest: vi.fn(() => {
        throw failure; // even a synchronous throw
      }),
    };
    const onError = vi.fn();
    const cached = createCachedGeocoder(inner, { hitTtlMs: 60_000, missTtlMs: 60_000, onError });
    const attempts = await Promise.allSettled([cached.geocode("Bend"), cached.geocode("Bend")]);
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ status: "rejected", reason: { message: "Geocoding failed: 503" } });
    }
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, { operation: "geocode", query: "Bend" });
    expect(await cached.geocode("Bend")).toEqual(bend); // tried again
    expect(await cached.suggest("be", 5)).toEqual([]);
    expect(onError).toHaveBeenLastCalledWith(failure, { operation: "suggest", query: "be" });
  });

  it("hands out frozen results, so one caller cannot change what the next one gets", async () => {
    const cached = createCachedGeocoder(fakeGeocoder(), { hitTtlMs: 60_000, missTtlMs: 60_000 });
    const place = await cached.geocode("Bend");
    expect(Object.isFrozen(place)).toBe(true);
    expect(Object.isFrozen((await cached.suggest("be", 5))[0])).toBe(true);
  });

  it("passes warmUp through when the inner geocoder has one", async () => {
    const warmUp = vi.fn(async () => {});
    expect(createCachedGeocoder(fakeGeocoder(), { hitTtlMs: 1, missTtlMs: 1 }).warmUp).toBeUndefined();
    await createCachedGeocoder({ ...fakeGeocoder(), warmUp }, { hitTtlMs: 1, missTtlMs: 1 }).warmUp?.();
    expect(warmUp).toHaveBeenCalledOnce();
  });
});
