// The database of a bench that runs the app's code in-process: DATABASE_URL, or a throwaway PostgreSQL
// (scripts/throwaway-postgres.ts), migrated, and seeded up to `listings` listings when asked.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.ts";

/** Runs a Node script of the repository to its end (the scripts read their settings from the environment). */
export function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Opens the bench's database: `database` names the throwaway one; `listings` seeds up to that many; `poolSize`
 * sizes the returned pg pool. `stop()` closes the pool and removes a throwaway server.
 */
export async function openBenchDatabase({ database, listings = 0, poolSize = 1 }) {
  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres({ database });
  const databaseUrl = process.env.DATABASE_URL ?? throwaway.url;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `${database}-`)),
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64"),
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const stop = async () => {
    await pool.end();
    throwaway?.stop();
  };
  try {
    await runNode(["scripts/db-migrate.ts"], env);
    const { rows } = await pool.query("select count(*)::int as n from listings");
    if (rows[0].n < listings) await runNode(["scripts/db-seed.ts", "--listings", String(listings - rows[0].n)], env);
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, pool, stop };
}
