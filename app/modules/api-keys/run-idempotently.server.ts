import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import {
  idempotencyKeyPattern,
  type KeptAnswer,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  requestFingerprint,
  startIdempotentRequest,
} from "./idempotency.server.ts";

/** The header a client names its request with, and the one that marks an answer given again. */
export const idempotencyKeyHeader = "Idempotency-Key";
export const replayedHeader = "Idempotent-Replayed";

export interface IdempotentWrite {
  db: Database;
  /** The API key the request came with: keys are that key's own. */
  apiKeyId: string;
  /** The `Idempotency-Key` header as sent, if it was. */
  key: string | undefined;
  /** A POST must send one; a PATCH or DELETE may. */
  isKeyRequired: boolean;
  method: string;
  /** The path and query. */
  path: string;
  /** What the request carries, for telling a retry from another request: its JSON body as read, or a streamed body. */
  content: string | StreamedContent;
}

/**
 * A body streamed to storage rather than held (a photo): the SHA-256 of its bytes is known only once they were read,
 * so it is kept with the answer, and a retry's bytes are read and compared before that answer is given again.
 */
export interface StreamedContent {
  /** What is known of the body before it is read (its media type): part of the request's fingerprint. */
  description: string;
  /** The SHA-256 of the body's bytes (hex): noted by the write as it read them, else (a retry) read for this. */
  sha256(): Promise<string>;
}

/**
 * Runs a write once per `Idempotency-Key` (docs/product/open-platform.md, Managing listings through the API; ADR
 * 075): the first request runs and its success is kept 24 hours; a retry of it gets that answer again with
 * `Idempotent-Replayed: true`. The same key on another request is 422, while the first still runs 409. A write that
 * is refused or fails made nothing: its key is let go, and a retry runs it again.
 */
export async function runIdempotently<Answer extends KeptAnswer>(
  { db, apiKeyId, key, isKeyRequired, method, path, content }: IdempotentWrite,
  write: () => Promise<Answer>,
): Promise<KeptAnswer> {
  if (key === undefined) {
    if (isKeyRequired) throw headerRefusal("public-api.myListings.idempotency.required");
    return write();
  }
  if (!idempotencyKeyPattern.test(key)) throw headerRefusal("public-api.myListings.idempotency.malformed");
  const record = { apiKeyId, key };
  const streamed = typeof content === "string" ? null : content;
  const body = typeof content === "string" ? content : `streamed ${content.description}`;
  const started = await startIdempotentRequest(db, {
    ...record,
    fingerprint: requestFingerprint({ method, path, body }),
  });
  if (started.kind === "mismatch") throw mismatch();
  if (started.kind === "running") {
    throw new AppError("conflict", "public-api.myListings.idempotency.running", { retryAfterSeconds: 1 });
  }
  if (started.kind === "replay") {
    const { answer, contentSha256 } = started;
    if (streamed && (await streamed.sha256()) !== contentSha256) throw mismatch();
    return { ...answer, headers: { ...answer.headers, [replayedHeader]: "true" } };
  }
  let answer: Answer;
  try {
    answer = await write();
  } catch (error) {
    await releaseIdempotencyKey(db, record);
    throw error;
  }
  await keepIdempotentAnswer(db, { ...record, answer, contentSha256: streamed ? await streamed.sha256() : null });
  return answer;
}

const mismatch = () => new AppError("unprocessable", "public-api.myListings.idempotency.mismatch");

function headerRefusal(
  message: "public-api.myListings.idempotency.required" | "public-api.myListings.idempotency.malformed",
) {
  return new AppError("invalid", message, { fieldErrors: { [idempotencyKeyHeader]: message } });
}
