import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rateLimitHits } from "#app/db/schema.ts";

export interface RateLimitRule {
  /** How many hits one key may make in any window of this length. */
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
  /** Hits in the window that ends now, this one included (a refused one too, though it is not kept). */
  count: number;
  /** Seconds until one more hit would be allowed, 0 when it would be now (for a Retry-After header). */
  retryAfterSeconds: number;
}

/** Hits out of their window are deleted at most this often per process, by the hit that notices. */
const pruneIntervalMs = 60_000;
let lastPrunedAt = 0;

/**
 * Counts one hit for `key` in a window that slides: allowed when fewer than `limit` allowed hits fall in the
 * `windowSeconds` before it, so the promise is exact ("at most 10 in any hour") and a steady trickle under the
 * limit is never refused. Refused hits are not kept: they do not push the window on. The key's hits are
 * counted under a transaction-scoped lock on the key, so concurrent hits on a server database each see the
 * ones before them and exactly `limit` pass.
 */
export async function consumeRateLimit({
  db,
  key,
  limit,
  windowSeconds,
  now = new Date(),
}: ConsumeRateLimitOptions): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const inWindow = await tx
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, new Date(now.getTime() - windowMs))))
      .orderBy(asc(rateLimitHits.hitAt))
      .limit(limit);
    const count = inWindow.length + 1;
    if (inWindow.length >= limit) {
      // The oldest counted hit leaves the window first.
      const oldest = inWindow[0]?.hitAt ?? now;
      return { isAllowed: false, count, retryAfterSeconds: secondsUntil(oldest.getTime() + windowMs, now) };
    }
    await tx.insert(rateLimitHits).values({ key, hitAt: now, expiresAt: new Date(now.getTime() + windowMs) });
    // The last hit the window allows: the next waits for the oldest counted one (this one when it is alone) to leave.
    const oldest = inWindow[0]?.hitAt ?? now;
    return {
      isAllowed: true,
      count,
      retryAfterSeconds: count < limit ? 0 : secondsUntil(oldest.getTime() + windowMs, now),
    };
  });
  if (now.getTime() - lastPrunedAt > pruneIntervalMs) {
    lastPrunedAt = now.getTime();
    await pruneRateLimitHits(db, now);
  }
  return result;
}

function secondsUntil(timeMs: number, now: Date): number {
  return Math.max(1, Math.ceil((timeMs - now.getTime()) / 1000));
}

/** Deletes the hits that have left their window; they can no longer refuse anything. */
export async function pruneRateLimitHits(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, now))
    .returning({ id: rateLimitHits.id });
  return deleted.length;
}
