/**
 * Work shared by simultaneous callers: while the work for a key runs, every caller asking for the same key
 * awaits that one run instead of starting its own (a burst of requests after a change costs one making).
 * Nothing is kept once the run settles; what to keep, and for how long, is the caller's cache.
 */
export class SingleFlight<K, V> {
  readonly #running = new Map<K, Promise<V>>();

  run(key: K, work: () => Promise<V>): Promise<V> {
    const running = this.#running.get(key);
    if (running) return running;
    const started = work().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}
