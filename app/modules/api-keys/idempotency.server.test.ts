// The records behind Idempotency-Key (ADR 075): a first request claims its key; a retry finds the answer; another
// request under the key is a mismatch; a record past its 24 hours is claimed anew and removed by the daily clean-up;
// a request that died while running frees its key for a retry of the same request after 10 minutes only.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiIdempotencyKeys } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { createApiKey } from "./create-api-key.server.ts";
import {
  keepIdempotentAnswer,
  removeExpiredIdempotencyKeys,
  requestFingerprint,
  startIdempotentRequest,
} from "./idempotency.server.ts";

const database = testDatabaseBed();

async function apiKeyId(): Promise<string> {
  const email = `idem-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const id = await insertUser(database.db, email);
  const owner = { id, email, locale: "en-US" as const };
  return (
    await createApiKey({
      db: database.db,
      owner,
      name: "Idem",
      scopes: ["manage_listings"],
      baseUrl: "http://localhost:3000",
    })
  ).id;
}

const fingerprint = (body: string) => requestFingerprint({ method: "POST", path: "/api/v1/my/listings", body });
const age = (key: string, interval: string) =>
  database.db
    .update(apiIdempotencyKeys)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(eq(apiIdempotencyKeys.key, key));

describe("an idempotency key", () => {
  it("is claimed once, answers its retries and refuses another request", async () => {
    const record = { apiKeyId: await apiKeyId(), key: "order-1" };
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") })).toEqual({
      kind: "first",
    });
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") })).toEqual({
      kind: "running",
    });
    const answer = {
      status: 202,
      headers: { Location: "http://localhost:3000/api/v1/my/listings/x" },
      body: { ok: 1 },
    };
    await keepIdempotentAnswer(database.db, { ...record, answer });
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") })).toEqual({
      kind: "replay",
      answer,
      contentSha256: null,
    });
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("b") })).toEqual({
      kind: "mismatch",
    });
  });

  it("is claimed anew after 24 hours, and cleaned up", async () => {
    const record = { apiKeyId: await apiKeyId(), key: "order-2" };
    await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") });
    await keepIdempotentAnswer(database.db, { ...record, answer: { status: 201, headers: {}, body: null } });
    await age(record.key, "25 hours");
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("b") })).toEqual({
      kind: "first",
    });
    await age(record.key, "25 hours");
    expect(await removeExpiredIdempotencyKeys(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.key, record.key));
    expect(left).toEqual([]);
  });

  it("held by a request that died is freed for the same request after 10 minutes, never for another", async () => {
    const record = { apiKeyId: await apiKeyId(), key: "order-3" };
    await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") });
    await age(record.key, "5 minutes");
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") })).toEqual({
      kind: "running",
    });
    await age(record.key, "11 minutes");
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("b") })).toEqual({
      kind: "mismatch",
    });
    expect(await startIdempotentRequest(database.db, { ...record, fingerprint: fingerprint("a") })).toEqual({
      kind: "first",
    });
  });
});
