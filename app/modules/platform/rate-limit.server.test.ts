import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimitWindows } from "#app/db/schema.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { consumeRateLimit, pruneRateLimitWindows } from "./rate-limit.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const rule = { limit: 3, windowSeconds: 600 };
// The start of a window, so "a minute later" stays inside it.
const windowStart = new Date(Math.ceil(Date.now() / 600_000) * 600_000);
const later = (seconds: number) => new Date(windowStart.getTime() + seconds * 1000);

describe("consumeRateLimit", () => {
  it("allows `limit` hits per key and window, then refuses until the window ends", async () => {
    const hit = (key: string, at: Date) => consumeRateLimit({ db: database.db, key, ...rule, now: at });
    const first = await hit("a", later(0));
    expect(first).toEqual({ isAllowed: true, count: 1, retryAfterSeconds: 600 });
    expect((await hit("a", later(10))).isAllowed).toBe(true);
    expect((await hit("a", later(20))).isAllowed).toBe(true);
    const refused = await hit("a", later(60));
    expect(refused).toEqual({ isAllowed: false, count: 4, retryAfterSeconds: 540 });
    // Another key has its own budget.
    expect((await hit("b", later(60))).isAllowed).toBe(true);
    // The next window starts afresh.
    expect(await hit("a", later(600))).toMatchObject({ isAllowed: true, count: 1 });
  });

  it("prunes windows that are over", async () => {
    await consumeRateLimit({ db: database.db, key: "old", ...rule, now: later(0) });
    await consumeRateLimit({ db: database.db, key: "current", ...rule, now: later(700) });
    // The hits prune now and then by themselves; an explicit prune leaves only live windows too.
    await pruneRateLimitWindows(database.db, later(700));
    const keys = (await database.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys).toEqual(["current"]);
  });

  it.runIf(isPostgresRun)("counts concurrent hits exactly: of 12 at once, exactly the limit pass", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        consumeRateLimit({ db: database.db, key: "burst", limit: 5, windowSeconds: 600, now: later(1) }),
      ),
    );
    expect(results.filter((result) => result.isAllowed)).toHaveLength(5);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });
});
