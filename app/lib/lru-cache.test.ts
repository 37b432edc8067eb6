import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

describe("LruCache", () => {
  it("evicts the least recently used entry when full", () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1, Number.POSITIVE_INFINITY);
    cache.set("b", 2, Number.POSITIVE_INFINITY);
    expect(cache.get("a")).toBe(1); // "b" is now the least recently used
    cache.set("c", 3, Number.POSITIVE_INFINITY);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("forgets entries when their time is up", () => {
    let now = 0;
    const cache = new LruCache<string, string>({ maxEntries: 10, now: () => now });
    cache.set("short", "x", 1_000);
    cache.set("long", "y", 60_000);
    now = 999;
    expect(cache.get("short")).toBe("x");
    now = 1_000;
    expect(cache.get("short")).toBeUndefined();
    expect(cache.get("long")).toBe("y");
    expect(cache.size).toBe(1);
  });

  it("replaces a value set again, and deletes", () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1, 10_000);
    cache.set("a", 2, 10_000);
    expect(cache.get("a")).toBe(2);
    expect(cache.size).toBe(1);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });

  it("refuses a size that is not a positive integer", () => {
    expect(() => new LruCache({ maxEntries: 0 })).toThrow(RangeError);
  });
});
