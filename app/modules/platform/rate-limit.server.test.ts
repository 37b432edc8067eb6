import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits } from "#app/db/schema.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { consumeRateLimit, pruneRateLimitHits } from "./rate-limit.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const rule = { limit: 3, windowSeconds: 600 };
const start = new Date("2026-11-28T12:00:00Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("consumeRateLimit", () => {
  it("allows `limit` hits in any window, then refuses until the oldest leaves it", async () => {
    const hit = (key: string, at: Date) => consumeRateLimit({ db: database.db, key, ...rule, now: at });
    expect(await hit("a", later(0))).toEqual({ isAllowed: true, count: 1, retryAfterSeconds: 0 });
    expect(await hit("a", later(10))).toEqual({ isAllowed: true, count: 2, retryAfterSeconds: 0 });
    expect(await hit("a", later(20))).toEqual({ isAllowed: true, count: 3, retryAfterSeconds: 580 });
    expect(await hit("a", later(60))).toEqual({ isAllowed: false, count: 4, retryAfterSeconds: 540 });
    // Another key has its own budget.
    expect((await hit("b", later(60))).isAllowed).toBe(true);
    // The window slides: the first hit has left it, the other two have not.
    expect(await hit("a", later(601))).toMatchObject({ isAllowed: true, count: 3 });
    expect(await hit("a", later(605))).toEqual({ isAllowed: false, count: 4, retryAfterSeconds: 5 });
  });

  it("never refuses a steady trickle under the limit, however long it goes on", async () => {
    // One hit every 201 s against 3 per 600 s: a fixed window that restarts only after a quiet window would refuse.
    for (let index = 0; index < 30; index += 1) {
      const result = await consumeRateLimit({ db: database.db, key: "trickle", ...rule, now: later(index * 201) });
      expect(result.isAllowed).toBe(true);
    }
  });

  it("does not keep refused hits: hammering does not push the window on", async () => {
    const hit = (seconds: number) => consumeRateLimit({ db: database.db, key: "hammer", ...rule, now: later(seconds) });
    for (const seconds of [0, 1, 2]) await hit(seconds);
    for (let seconds = 3; seconds < 600; seconds += 30) expect((await hit(seconds)).isAllowed).toBe(false);
    expect((await hit(601)).isAllowed).toBe(true);
  });

  it("prunes hits that have left their window", async () => {
    await consumeRateLimit({ db: database.db, key: "old", ...rule, now: later(0) });
    await consumeRateLimit({ db: database.db, key: "current", ...rule, now: later(700) });
    // The hits prune now and then by themselves; an explicit prune leaves only live hits too.
    await pruneRateLimitHits(database.db, later(700));
    const keys = (await database.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).toEqual(["current"]);
  });

  it.runIf(isPostgresRun)("counts concurrent hits exactly: of 12 at once, exactly the limit pass", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        consumeRateLimit({ db: database.db, key: "burst", limit: 5, windowSeconds: 600, now: later(1) }),
      ),
    );
    expect(results.filter((result) => result.isAllowed)).toHaveLength(5);
    expect(results.filter((result) => !result.isAllowed).every((result) => result.count === 6)).toBe(true);
  });
});
