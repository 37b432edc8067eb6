import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";

export interface DatabaseHealth {
  ok: boolean;
  database: "up" | "down";
  latencyMs: number;
}

const healthTimeoutMs = 2_000;

/** Round-trips a query; a database that does not answer within two seconds counts as down. */
export async function checkDatabase(db: Database): Promise<DatabaseHealth> {
  const started = performance.now();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timeout")), healthTimeoutMs).unref(),
  );
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ok: true, database: "up", latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, database: "down", latencyMs: Math.round(performance.now() - started) };
  }
}
