import type { RequestHandler } from "express";

/**
 * Whether people are being served right now, for background work that can wait: making AVIF copies of
 * photos takes a core for a second or more each, and on a small server that core is the one answering
 * pages. Work that asks `whenQuiet` starts once no request has arrived for a moment, and after
 * `maxWaitMs` in any case, so a server that is never quiet still gets it done.
 */
export interface RequestActivity {
  /** Express middleware that notes each request as it arrives. */
  track: RequestHandler;
  whenQuiet(): Promise<void>;
}

export interface RequestActivityOptions {
  /** How long without a new request counts as quiet. */
  quietMs?: number;
  /** The longest background work waits for quiet. */
  maxWaitMs?: number;
  now?: () => number;
}

const pollMs = 200;

export function createRequestActivity({
  quietMs = 2_000,
  maxWaitMs = 60_000,
  now = Date.now,
}: RequestActivityOptions = {}): RequestActivity {
  let lastArrival = Number.NEGATIVE_INFINITY;
  return {
    track(_req, _res, next) {
      lastArrival = now();
      next();
    },
    async whenQuiet() {
      const gaveUpAt = now() + maxWaitMs;
      while (now() - lastArrival < quietMs && now() < gaveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}
