// Idempotency keys on the API's writes (docs/product/open-platform.md, Managing listings through the API; ADR 075):
// the first request under a key is run and its answer kept 24 hours, per API key; a retry of the same request gets
// that answer again, the same key on another request is refused, and a retry while the first still runs waits its
// turn (409). The record is written before the request runs, so two requests at once cannot both run.
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { apiIdempotencyKeys } from "#app/db/schema.ts";

/** How long an answer is kept for retries. */
export const idempotencyKeyLifeHours = 24;

/**
 * A request still marked running after this long died with its process: a retry of the same request may run it
 * again (no request of the API runs for minutes; a crash cannot hold a key for a day).
 */
export const abandonedRequestMinutes = 10;

/** 1 to 255 printable ASCII characters (a UUID, a hash, an order number…). */
export const idempotencyKeyPattern = /^[\x20-\x7e]{1,255}$/;

/** What a request is, for telling a retry from another request under the same key: method, path, body. */
export function requestFingerprint({ method, path, body }: { method: string; path: string; body: string }): string {
  const bodyHash = createHash("sha256").update(body).digest("hex");
  return createHash("sha256").update(`${method.toUpperCase()}\n${path}\n${bodyHash}`).digest("hex");
}

/** An answer as kept, and given again. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type IdempotentStart =
  /** The first request under the key (or the first since its record expired): run it. */
  | { kind: "first" }
  /** A retry of a request answered already: its answer, and the SHA-256 of its streamed body (null for none). */
  | { kind: "replay"; answer: KeptAnswer; contentSha256: string | null }
  /** The key was used for another request. */
  | { kind: "mismatch" }
  /** The first request under the key is still running. */
  | { kind: "running" };

export interface IdempotencyRecord {
  apiKeyId: string;
  key: string;
}

/**
 * Claims `key` for this request, or says what it already holds. One statement: the insert, or the take-over of a
 * record expired (or of the same request abandoned while running); of two requests at once, the second finds the
 * first's record.
 */
export async function startIdempotentRequest(
  db: Database,
  { apiKeyId, key, fingerprint }: IdempotencyRecord & { fingerprint: string },
): Promise<IdempotentStart> {
  const record = apiIdempotencyKeys;
  const [claimed] = await db
    .insert(record)
    .values({ apiKeyId, key, requestFingerprint: fingerprint })
    .onConflictDoUpdate({
      target: [record.apiKeyId, record.key],
      set: {
        requestFingerprint: fingerprint,
        contentSha256: null,
        statusCode: null,
        responseHeaders: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${record.createdAt} < now() - make_interval(hours => ${idempotencyKeyLifeHours})
        or (${record.statusCode} is null and ${record.requestFingerprint} = ${fingerprint}
          and ${record.createdAt} < now() - make_interval(mins => ${abandonedRequestMinutes}))`,
    })
    .returning({ key: record.key });
  if (claimed) return { kind: "first" };
  const [held] = await db
    .select()
    .from(record)
    .where(and(eq(record.apiKeyId, apiKeyId), eq(record.key, key)));
  // Gone between the two statements (cleaned up): this request is the first again.
  if (!held) return startIdempotentRequest(db, { apiKeyId, key, fingerprint });
  if (held.requestFingerprint !== fingerprint) return { kind: "mismatch" };
  if (held.statusCode === null) return { kind: "running" };
  return {
    kind: "replay",
    answer: { status: held.statusCode, headers: held.responseHeaders ?? {}, body: held.responseBody },
    contentSha256: held.contentSha256,
  };
}

/** Keeps the first request's answer for its retries, with the SHA-256 of its streamed body if it had one. */
export async function keepIdempotentAnswer(
  db: Database,
  {
    apiKeyId,
    key,
    answer,
    contentSha256 = null,
  }: IdempotencyRecord & { answer: KeptAnswer; contentSha256?: string | null },
) {
  await db
    .update(apiIdempotencyKeys)
    .set({
      statusCode: answer.status,
      responseHeaders: answer.headers,
      responseBody: answer.body ?? null,
      contentSha256,
    })
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.key, key)));
}

/** Lets go of the key of a request that was refused or failed: it made nothing, and a retry runs it again. */
export async function releaseIdempotencyKey(db: Database, { apiKeyId, key }: IdempotencyRecord) {
  await db
    .delete(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.key, key)));
}

/** Removes the records older than 24 hours (the daily clean-up); returns how many. */
export async function removeExpiredIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(apiIdempotencyKeys)
    .where(lt(apiIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${idempotencyKeyLifeHours})`))
    .returning({ key: apiIdempotencyKeys.key });
  return removed.length;
}
