// The public API's rate limits (docs/product/open-platform.md, Public API; ADR 074): per key for a keyed request, per
// client address for an anonymous one, in fixed windows counted in this process's memory. A limit that guards the
// database must not cost it a write per request (ADR 034's reasoning; the database-backed limiter costs a
// transaction, a lock and an insert per hit), so an instance counts its own requests: a client spread over N
// instances gets N times the rate, which still bounds it.
// The answer's headers follow draft-ietf-httpapi-ratelimit-headers (-10/-11): `RateLimit-Policy: "anonymous";q=60;w=60`
// states the quota and its window, `RateLimit: "anonymous";r=12;t=41` what is left and the seconds until it is whole.

export interface ApiRatePolicy {
  /** The policy's name in the headers. */
  name: string;
  /** Requests per window. */
  quota: number;
  windowSeconds: number;
}

/** The default quotas (docs/product/open-platform.md): 60 a minute per address, 600 a minute per `read` key. */
export const defaultApiRatePolicies = {
  anonymous: { name: "anonymous", quota: 60, windowSeconds: 60 },
  key: { name: "key", quota: 600, windowSeconds: 60 },
} as const satisfies Record<string, ApiRatePolicy>;

export interface ApiRateAdmission {
  isAllowed: boolean;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Seconds until the window starts again (Retry-After when refused). */
  resetSeconds: number;
}

export interface ApiRateLimiter {
  /** Counts one request of `client` (a key's id or an address) under `policy`. */
  take(client: string, policy: ApiRatePolicy): ApiRateAdmission;
}

/** Clients kept at most, the least recent forgotten first: memory stays bounded however many addresses come. */
const maxTrackedClients = 50_000;

interface Window {
  startedAt: number;
  count: number;
}

export function createApiRateLimiter(now: () => number = Date.now): ApiRateLimiter {
  const windows = new Map<string, Window>();
  return {
    take(client, policy) {
      const at = now();
      const key = `${policy.name} ${client}`;
      const windowMs = policy.windowSeconds * 1000;
      const known = windows.get(key);
      const window = known && at - known.startedAt < windowMs ? known : { startedAt: at, count: 0 };
      // Re-inserted on each request, so the map's first entries are the least recent clients.
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > maxTrackedClients) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      if (window.count >= policy.quota) return { isAllowed: false, remaining: 0, resetSeconds };
      window.count += 1;
      return { isAllowed: true, remaining: policy.quota - window.count, resetSeconds };
    },
  };
}

/** The two headers of draft-ietf-httpapi-ratelimit-headers for one policy and one admission. */
export function rateLimitHeaders(policy: ApiRatePolicy, admission: ApiRateAdmission): Record<string, string> {
  return {
    "RateLimit-Policy": `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`,
    RateLimit: `"${policy.name}";r=${admission.remaining};t=${admission.resetSeconds}`,
  };
}
