import { lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rateLimitWindows } from "#app/db/schema.ts";

export interface RateLimitRule {
  /** How many hits one key may make per window. */
  limit: number;
  windowSeconds: number;
}

export interface ConsumeRateLimitOptions extends RateLimitRule {
  db: Database;
  /** What is limited, e.g. `contact:ip:203.0.113.7`. */
  key: string;
  /** For tests; defaults to the current time. */
  now?: Date;
}

export interface RateLimitResult {
  isAllowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends (for a Retry-After header). */
  retryAfterSeconds: number;
}

/** Expired windows are deleted at most this often per process, by the hit that notices. */
const pruneIntervalMs = 60_000;
let lastPrunedAt = 0;

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * One atomic upsert-increment: concurrent hits on a server database each get their own count, so
 * exactly `limit` of them are allowed. Every hit counts, refused ones too.
 */
export async function consumeRateLimit({
  db,
  key,
  limit,
  windowSeconds,
  now = new Date(),
}: ConsumeRateLimitOptions): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ count: rateLimitWindows.count });
  if (!row) throw new Error("The rate-limit upsert returned no row");

  if (now.getTime() - lastPrunedAt > pruneIntervalMs) {
    lastPrunedAt = now.getTime();
    await pruneRateLimitWindows(db, now);
  }
  return {
    isAllowed: row.count <= limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes the windows that are over; they can no longer refuse anything. */
export async function pruneRateLimitWindows(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.expiresAt, now))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}
