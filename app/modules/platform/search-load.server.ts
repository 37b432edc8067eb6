// Searches and map queries are the costliest public requests: on the embedded database every query runs on the
// one thread that answers every page, so 16 hostile searches at once put a normal page at 1.5 s (issue 30).
// Guards before any work (docs/product/browse-and-search.md, "Too many searches"; ADR 034):
// - per client address, a token bucket: a minute's worth of searches at once, refilled at the rate per minute;
// - per process, a cap on searches running at once (a PostgreSQL pool works on several at a time), and a cap
//   on the share of the last second spent answering other addresses' searches. The embedded database never
//   has two searches running at once: its queries resolve without a pause for I/O, so a search runs from
//   arrival to answer while the next requests wait in their sockets, and only the time searches took shows
//   the load. An address's own searches never count against it there: one person's slow searches on a slow
//   machine are not a crowd, and a crowd from one address meets the rate per address.
//   Beyond either cap a search is refused at once, not queued, so the rest of the site keeps its share.
// All are counted in this process's memory, not in the database: a limit that protects the database must not
// cost it a write per search, and each instance guards its own thread and connections. An address spreading
// over N instances gets N times the rate, which still bounds it; the database-backed limits
// (rate-limit.server.ts) stay for what must hold across instances (messages, reports, uploads).
import type { RequestHandler } from "express";
import type { Env } from "#app/lib/env.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, localeBasenames, localeOfPath } from "#app/modules/i18n/locales.ts";
import { searchLoadMessages } from "./search-load-messages.ts";

export interface SearchLoadLimits {
  /** Searches per client address per minute, sustained; as many may come at once. 0: no limit per address. */
  perAddressPerMinute: number;
  /** Searches running at once in this process. 0: no cap. */
  maxConcurrent: number;
  /**
   * The share (0 to 1) of the last second this process may have spent answering other addresses' searches
   * before it refuses one more. 0: no cap.
   */
  maxBusyShare: number;
}

/**
 * The addresses served as searches (docs/product/browse-and-search.md, map.md): the page, its data, the next pages;
 * the French page and its data too (docs/product/languages.md); a search's Atom feed (open-platform.md).
 */
export const searchPaths = [
  "/listings",
  "/listings.data",
  "/api/listings",
  "/api/listings/count",
  "/api/campers",
  "/fr/listings",
  "/fr/listings.data",
  "/listings/feed.atom",
  "/fr/listings/feed.atom",
] as const;

/**
 * The caps by database: a PostgreSQL pool works `poolSize` queries in parallel and keeps a few more waiting,
 * so a searching crowd of four per connection is still served, and time spent waiting on the server does not
 * hold the thread; the embedded database answers one query at a time on the thread that answers every page,
 * so searches may keep it busy half of each second, and never more than four are under way.
 */
export function defaultSearchCaps({ isEmbedded, poolSize }: { isEmbedded: boolean; poolSize: number }) {
  return isEmbedded ? { maxConcurrent: 4, busyPercent: 50 } : { maxConcurrent: 4 * poolSize, busyPercent: 0 };
}

/**
 * The process's one guard with the environment's numbers (SEARCH_RATE_PER_MINUTE, SEARCH_MAX_CONCURRENT,
 * SEARCH_MAX_BUSY_PERCENT): server/http.ts makes it once, for the pages and the public API's searches together.
 */
export function createSiteSearchLoadGuard(
  env: Pick<
    Env,
    | "DATABASE_URL"
    | "DATABASE_POOL_SIZE"
    | "SEARCH_RATE_PER_MINUTE"
    | "SEARCH_MAX_CONCURRENT"
    | "SEARCH_MAX_BUSY_PERCENT"
  >,
): SearchLoadGuard {
  const caps = defaultSearchCaps({ isEmbedded: !env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  return createSearchLoadGuard({
    perAddressPerMinute: env.SEARCH_RATE_PER_MINUTE,
    maxConcurrent: env.SEARCH_MAX_CONCURRENT ?? caps.maxConcurrent,
    maxBusyShare: (env.SEARCH_MAX_BUSY_PERCENT ?? caps.busyPercent) / 100,
  });
}

const busyWindowMs = 1000;

/** Addresses kept at most, the least recent searchers forgotten first: the memory stays bounded under any spread. */
const maxTrackedAddresses = 50_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export type SearchAdmission =
  | { isAdmitted: true; release(): void }
  | { isAdmitted: false; reason: "too-fast" | "busy"; retryAfterSeconds: number };

export interface SearchAdmitOptions {
  /**
   * False for a caller whose rate is limited elsewhere (the public API counts its own, ADR 074): its search meets
   * the process's caps, shared with the site's, but takes nothing from the address's bucket.
   */
  countsPerAddress?: boolean;
}

export interface SearchLoadGuard {
  /** Counts one search of `clientIp`; when admitted, `release()` must be called when it is answered. */
  admit(clientIp: string, options?: SearchAdmitOptions): SearchAdmission;
  /** Searches running now (for tests and the log). */
  readonly running: number;
}

export function createSearchLoadGuard(limits: SearchLoadLimits, now: () => number = Date.now): SearchLoadGuard {
  const buckets = new Map<string, Bucket>();
  const capacity = limits.perAddressPerMinute;
  const refillPerMs = capacity / 60_000;
  /** Searches answered within the last window, oldest end first. */
  const finished: { address: string; start: number; end: number }[] = [];
  /** The searches under way. */
  const underWay = new Set<{ address: string; start: number }>();

  /** Milliseconds of the last window spent in the searches of addresses other than `address` (overlaps count each). */
  function othersBusyMs(address: string, at: number): number {
    const from = at - busyWindowMs;
    while (finished.length > 0 && (finished[0]?.end ?? at) <= from) finished.shift();
    let total = 0;
    for (const search of finished) if (search.address !== address) total += search.end - Math.max(search.start, from);
    for (const search of underWay) if (search.address !== address) total += at - Math.max(search.start, from);
    return total;
  }

  function takeToken(address: string): number {
    if (capacity === 0) return 0;
    const at = now();
    const bucket = buckets.get(address) ?? { tokens: capacity, updatedAt: at };
    bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = at;
    // The map is touched in arrival order: re-inserting keeps the least recent searcher first for pruning.
    buckets.delete(address);
    buckets.set(address, bucket);
    if (buckets.size > maxTrackedAddresses) forgetOldest();
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000));
    bucket.tokens -= 1;
    return 0;
  }

  /** Drops the least recent searchers; one dropped while still refilling starts again full, a small gift. */
  function forgetOldest() {
    for (const address of buckets.keys()) {
      if (buckets.size <= maxTrackedAddresses) return;
      buckets.delete(address);
    }
  }

  return {
    admit(clientIp, { countsPerAddress = true } = {}) {
      // An IPv6 subscriber holds a whole /64: counted by single addresses, one person would have 2^64 buckets.
      const address = clientAddressKey(clientIp);
      const waitSeconds = countsPerAddress ? takeToken(address) : 0;
      if (waitSeconds > 0) return { isAdmitted: false, reason: "too-fast", retryAfterSeconds: waitSeconds };
      const at = now();
      const isCrowded = limits.maxConcurrent > 0 && underWay.size >= limits.maxConcurrent;
      const isBusy = limits.maxBusyShare > 0 && othersBusyMs(address, at) >= limits.maxBusyShare * busyWindowMs;
      if (isCrowded || isBusy) return { isAdmitted: false, reason: "busy", retryAfterSeconds: 1 };
      const search = { address, start: at };
      underWay.add(search);
      return {
        isAdmitted: true,
        release() {
          if (!underWay.delete(search)) return;
          // Kept only for the busy share, which also prunes them.
          if (limits.maxBusyShare > 0) finished.push({ ...search, end: now() });
        },
      };
    },
    get running() {
      return underWay.size;
    },
  };
}

/**
 * Express middleware for {@link searchPaths}, after the client address is known: an admitted search goes on and
 * frees its place when its answer is sent or its connection closes; a refused one gets 429 with Retry-After, as
 * a small page for a browser's page load, its text for the page's own navigation (`.data`) and the one JSON
 * reply shape for the API.
 */
export function guardSearchLoad(guard: SearchLoadGuard): RequestHandler {
  return (req, res, next) => {
    const admission = guard.admit(String(req.headers[clientIpHeader] ?? "unknown"));
    if (admission.isAdmitted) {
      res.once("close", admission.release);
      next();
      return;
    }
    // In the language of the page asked for (an API address is English): the same words in all three answers.
    const locale = localeOfPath(req.path);
    const message = translatorFor(locale).t(searchLoadMessages[admission.reason]);
    res.status(429).set({ "Retry-After": String(admission.retryAfterSeconds), "Cache-Control": "no-store" });
    if (req.path.endsWith(".data")) {
      // React Router's navigation in the page reads a refusal's text as the error it shows (root ErrorBoundary).
      res.type("text/plain").send(message);
    } else if (req.path.startsWith("/api/")) {
      res.json({ ok: false, message });
    } else {
      res.type("html").send(refusalPage(locale, message));
    }
  };
}

/** Plain HTML without scripts or styles: rendering the site's shell would spend what the refusal saves. */
function refusalPage(locale: Locale, message: string): string {
  const { t } = translatorFor(locale);
  const heading = t(searchLoadMessages.heading);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} | Roamstead</title></head>
<body>
<main>
<h1>${heading}</h1>
<p>${message}</p>
<p><a href="${localeBasenames[locale]}">${t(searchLoadMessages.backToHome)}</a></p>
</main>
</body>
</html>
`;
}
