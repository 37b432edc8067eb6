export interface LruCacheOptions {
  maxEntries: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small least-recently-used cache whose entries also expire. A Map keeps insertion order, so
 * moving an entry to the end on every read makes the first key the least recently used.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ maxEntries, now = Date.now }: LruCacheOptions) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError("maxEntries must be a positive integer");
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value for `ttlMs` milliseconds (Infinity: until evicted). */
  set(key: K, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    if (this.#entries.size > this.#maxEntries) {
      const leastRecentlyUsed = this.#entries.keys().next();
      if (!leastRecentlyUsed.done) this.#entries.delete(leastRecentlyUsed.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
