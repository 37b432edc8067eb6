// The public API's rate limits (docs/product/open-platform.md, Public API; ADR 074), in fixed windows counted in this
// process's memory. Every request first counts against its client address, before its key is looked up, so a flood
// costs no database read past that generous quota; then an anonymous request counts against its address's quota, a
// keyed one against its ACCOUNT's (all the account's keys together: ten keys are not ten quotas), and a write also
// against the account's smaller quota of writes. A limit that guards the database must not cost it a write per
// request (ADR 034's reasoning; the database-backed limiter costs a transaction, a lock and an insert per hit), so an
// instance counts its own requests: a client spread over N instances gets N times the rate, which still bounds it.
// The answer's headers follow draft-ietf-httpapi-ratelimit-headers (-10/-11), one list item per quota that counted
// the request: `RateLimit-Policy: "address";q=1200;w=60, "anonymous";q=60;w=60` states each quota and its window,
// `RateLimit: "address";r=1187;t=41, "anonymous";r=12;t=41` what is left of each and the seconds until it is whole.

export interface ApiRatePolicy {
  /** The policy's name in the headers. */
  name: string;
  /** Requests per window. */
  quota: number;
  windowSeconds: number;
}

/** The quotas the API counts a request against. */
export interface ApiRatePolicies {
  /** Every request of a client address, counted before its key is looked up. */
  address: ApiRatePolicy;
  /** A request without a valid key, per client address. */
  anonymous: ApiRatePolicy;
  /** A request with a key, per account: all of the account's keys together. */
  account: ApiRatePolicy;
  /** A write (POST, PATCH, DELETE) with a key, per account, beside `account`. */
  writes: ApiRatePolicy;
}

/** The default quotas (docs/product/open-platform.md), each a minute. */
export const defaultApiRatePolicies: ApiRatePolicies = {
  address: { name: "address", quota: 1_200, windowSeconds: 60 },
  anonymous: { name: "anonymous", quota: 60, windowSeconds: 60 },
  account: { name: "account", quota: 600, windowSeconds: 60 },
  writes: { name: "writes", quota: 60, windowSeconds: 60 },
};

/** One count to take: `client` (an address, an account's id) under `policy`. */
export interface ApiRateCount {
  policy: ApiRatePolicy;
  client: string;
}

/** Where one quota stands after a request. */
export interface ApiQuotaState {
  policy: ApiRatePolicy;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export interface ApiRateAdmission {
  /** Whether every quota had room; a refused request is counted against none. */
  isAllowed: boolean;
  quotas: ApiQuotaState[];
  /** When refused: the first quota that had no room left; null when allowed. */
  refusedBy: ApiRatePolicy | null;
  /** When refused: the seconds until every full quota has room again (Retry-After). */
  retryAfterSeconds: number;
}

export interface ApiRateLimiter {
  /** Counts one request against each of `counts`, all or none. */
  take(counts: readonly ApiRateCount[]): ApiRateAdmission;
}

/** Clients kept at most, the least recent forgotten first: memory stays bounded however many addresses come. */
const maxTrackedClients = 50_000;

interface Window {
  startedAt: number;
  count: number;
}

export function createApiRateLimiter(now: () => number = Date.now): ApiRateLimiter {
  const windows = new Map<string, Window>();

  function windowOf({ policy, client }: ApiRateCount, at: number): Window {
    const key = `${policy.name} ${client}`;
    const known = windows.get(key);
    const window = known && at - known.startedAt < policy.windowSeconds * 1000 ? known : { startedAt: at, count: 0 };
    // Re-inserted on each request, so the map's first entries are the least recent clients.
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > maxTrackedClients) {
      const oldest = windows.keys().next().value;
      if (oldest !== undefined) windows.delete(oldest);
    }
    return window;
  }

  return {
    take(counts) {
      const at = now();
      const counted = counts.map((count) => {
        const window = windowOf(count, at);
        const resetSeconds = Math.max(1, Math.ceil((window.startedAt + count.policy.windowSeconds * 1000 - at) / 1000));
        return { policy: count.policy, window, resetSeconds, isFull: window.count >= count.policy.quota };
      });
      const full = counted.filter(({ isFull }) => isFull);
      const isAllowed = full.length === 0;
      if (isAllowed) for (const { window } of counted) window.count += 1;
      return {
        isAllowed,
        quotas: counted.map(({ policy, window, resetSeconds }) => ({
          policy,
          remaining: Math.max(0, policy.quota - window.count),
          resetSeconds,
        })),
        refusedBy: full[0]?.policy ?? null,
        retryAfterSeconds: Math.max(0, ...full.map(({ resetSeconds }) => resetSeconds)),
      };
    },
  };
}

/** The two headers of draft-ietf-httpapi-ratelimit-headers, one list item per quota that counted the request. */
export function rateLimitHeaders(quotas: readonly ApiQuotaState[]): Record<string, string> {
  const items = (item: (state: ApiQuotaState) => string) => quotas.map(item).join(", ");
  return {
    "RateLimit-Policy": items(({ policy }) => `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`),
    RateLimit: items(({ policy, remaining, resetSeconds }) => `"${policy.name}";r=${remaining};t=${resetSeconds}`),
  };
}
