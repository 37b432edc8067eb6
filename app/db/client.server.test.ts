// A connection the server drops under the application (a restart, a failover, an administrator's
// pg_terminate_backend) is weather, not death (ADR 032). The server of DATABASE_URL is shared with
// other test files, so only this test's own connection is ended; tests/faults restarts a server of its own.
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import { openDatabase } from "./client.server.ts";
import { rowsOf } from "./raw-result.server.ts";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("a pooled connection the server drops", () => {
  it("fails the transaction holding it as an outage, and the pool serves others on a new connection meanwhile", async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: serverUrl,
      poolSize: 1,
      onConnectionError: (error) => lost.push(error),
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      let meanwhile: unknown[] = [];
      const transaction = database.db.transaction(async (tx) => {
        const [session] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await admin.query("select pg_terminate_backend($1)", [session?.pid]);
        // The error reaches the checked-out client between two statements: no query is there to take it.
        await vi.waitFor(() => expect(lost).not.toEqual([]));
        // The transaction still holds the pool's only client, dead: the pool has it back already.
        meanwhile = (await database.executeSql("select 1 as one")).rows;
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(meanwhile).toEqual([{ one: 1 }]);
      expect(lost.map((error) => (error as { code?: string }).code)).toContain("57P01");
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe.skipIf(!serverUrl)("a session the app opens on a server", () => {
  it("runs without JIT compilation (ADR 054)", async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
    try {
      expect((await database.executeSql("show jit")).rows).toEqual([{ jit: "off" }]);
    } finally {
      await database.close();
    }
  });
});
