// The first start's demo seed, in a process of its own (ADR 081). Seeding draws the demo photos (sharp), decodes their
// VINs (the vPIC worker), hashes the demo accounts' passwords and grows the embedded database's WebAssembly memory
// for one large transaction; none of that is given back to the system by a long-lived process (ADR 021). A short-lived
// one (`npm run db:seed`, the same code) returns it all as it exits, and the server then opens a database like on any
// later start.
import { spawn } from "node:child_process";
import path from "node:path";
import { hasEmbeddedDatabase } from "#app/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";

/** The embedded database's first start with the demo wanted: seeded apart before the server opens it. */
export function seedsApart(env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "SEED_DEMO_DATA">): boolean {
  return !env.DATABASE_URL && env.SEED_DEMO_DATA && !hasEmbeddedDatabase(env.DATA_DIR);
}

/**
 * Runs `scripts/db-seed.ts` (migrate, then seed the empty database) and waits for it. A failure is logged: the server
 * then seeds in its own process as before (the seed is one transaction, so nothing half-made is left behind).
 */
export async function seedDemoInOwnProcess(logger: Logger): Promise<void> {
  const started = performance.now();
  // The embedded database's WebAssembly on its baseline compiler, as the server runs it (server/lean-process.ts).
  const child = spawn(process.execPath, ["--liftoff-only", path.resolve("scripts/db-seed.ts")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const outcome = await new Promise<number | null | Error>((resolve) => {
    child.on("error", resolve);
    child.on("exit", resolve);
  });
  if (outcome !== 0) {
    const reason = outcome instanceof Error ? outcome.message : `exit code ${outcome}`;
    logger.warn({ reason }, "the demo seed's own process failed: seeding in the server's");
    return;
  }
  logger.info({ ms: Math.round(performance.now() - started) }, "demo marketplace seeded in its own process");
}
