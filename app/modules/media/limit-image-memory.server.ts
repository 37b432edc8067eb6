import type { default as Sharp } from "sharp";

export interface ImageMemoryLimits {
  /** libvips' cache of recent operations, in MB; 0 turns it off (SHARP_CACHE_MB). */
  cacheMb: number;
  /** Threads libvips uses for one image (SHARP_CONCURRENCY). */
  concurrency: number;
}

let limits: ImageMemoryLimits | undefined;
let loading: Promise<typeof Sharp> | undefined;

/**
 * Sets libvips' process-wide limits, now or when sharp is first loaded (ADR 021). Its operation
 * cache (50 MB and 100 operations by default) only helps when the same image is processed again
 * with the same steps, which never happens here: every upload and every AVIF job reads a new image
 * once. Each libvips thread allocates buffers of its own, which glibc's allocator then keeps, so few
 * threads keep the process small; uploads still run in parallel on libuv's thread pool.
 */
export function limitImageMemory(next: ImageMemoryLimits): void {
  limits = next;
  void loading?.then(applyLimits);
}

/**
 * sharp, loaded on first use: libvips and its codecs are some 15 MB that a server which never
 * processes a photo (no uploads, every AVIF variant made) does not hold.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    applyLimits(sharp);
    return sharp;
  });
  return loading;
}

function applyLimits(sharp: typeof Sharp): void {
  if (!limits) return;
  sharp.cache(limits.cacheMb > 0 ? { memory: limits.cacheMb, files: 0, items: 100 } : false);
  sharp.concurrency(limits.concurrency);
}
