// Listing views are noted in memory while a page is served and written in batches, so the listing page never
// waits for a write, and on the embedded database a write (which moves its write number and drops the
// visitors' remembered listing pages, ADR 022) happens once per interval, not once per view.
// Rules: docs/product/seller-statistics.md, What counts as a view.
import { createHmac } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { detachedFromRequest } from "#app/db/read-replicas.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import { flushListingViews, type ListingView } from "./flush-listing-views.server.ts";

export interface SeenListing {
  listingId: string;
  /** The signed-in viewer, if any (an owner's own views are not counted). */
  viewerId: string | null;
  /** The client address as Express saw it; only its keyed hash is kept. */
  clientAddress: string | null;
  userAgent: string;
  at: Date;
}

export interface ListingViewRecorder {
  /** Notes a view to be written with the next batch; returns at once and never throws. */
  record(seen: SeenListing): void;
  /** Writes the noted views now, after any write under way; resolves with how many were counted. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left (shutdown). */
  stop(): Promise<void>;
  /** Views noted and not yet written. */
  readonly pending: number;
}

export interface CreateListingViewRecorderOptions {
  db: Database;
  /** The server's secret; the visitor's hash is keyed with a key derived from it. */
  secret: string;
  logger: Logger;
  /** How often the noted views are written; without it only `flush()` writes (tests). */
  flushIntervalMs?: number;
  /**
   * Most views one statement writes (on the embedded database a statement holds the event loop: about 50 ms
   * per 1,000 views, bench:listing-views); a write starts early once this many wait.
   */
  batchSize?: number;
}

/** Views held, in batches, while a write is under way; more are dropped (and logged). */
const maxNotedBatches = 10;

/** Long enough for any browser's user agent; a longer one is cut before hashing. */
const maxUserAgentLength = 512;

export function createListingViewRecorder({
  db,
  secret,
  logger,
  flushIntervalMs,
  batchSize = 1_000,
}: CreateListingViewRecorderOptions): ListingViewRecorder {
  const log = logger.child({ module: "listing-views" });
  const visitorKey = createHmac("sha256", secret).update("roamstead listing view visitors").digest();
  let noted = new Map<string, ListingView>();
  let dropped = 0;
  let isStopped = false;
  let writes: Promise<number> = Promise.resolve(0);

  const visitorOf = (address: string, userAgent: string, day: string) =>
    createHmac("sha256", visitorKey)
      .update(`${day}\n${address}\n${userAgent.slice(0, maxUserAgentLength)}`)
      .digest("base64url")
      .slice(0, 22);

  async function writeNoted(): Promise<number> {
    if (noted.size === 0) return 0;
    const views = [...noted.values()];
    noted = new Map();
    const lost = dropped;
    dropped = 0;
    const started = performance.now();
    let counted = 0;
    try {
      for (let from = 0; from < views.length; from += batchSize) {
        // Requests are served between two statements.
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        counted += await flushListingViews(db, views.slice(from, from + batchSize));
      }
      log.debug(
        { views: views.length, counted, dropped: lost, ms: performance.now() - started },
        "listing views written",
      );
    } catch (error) {
      log.error({ err: error, views: views.length, counted, dropped: lost }, "listing views could not be written");
    }
    return counted;
  }

  function flush(): Promise<number> {
    const next = writes.then(writeNoted);
    writes = next;
    return next;
  }

  const timer = flushIntervalMs ? setInterval(() => void flush(), flushIntervalMs) : undefined;
  timer?.unref();

  return {
    record({ listingId, viewerId, clientAddress, userAgent, at }) {
      if (isStopped) return;
      const day = at.toISOString().slice(0, 10);
      const visitor = visitorOf(clientAddressKey(clientAddress), userAgent, day);
      const key = `${listingId} ${day} ${visitor}`;
      if (noted.has(key)) return;
      if (noted.size >= maxNotedBatches * batchSize) {
        dropped += 1;
        return;
      }
      noted.set(key, { listingId, day, visitor, viewerId });
      // Written as background work, not as part of the page that filled the batch (ADR 053).
      if (noted.size === batchSize) void detachedFromRequest(flush);
    },
    flush,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return noted.size;
    },
  };
}
