import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "#app/lib/env.server.ts";

/**
 * The secret that signs session cookies. On one machine with the embedded database it is made once and
 * kept in DATA_DIR, so `npm start` needs no configuration; a server database (several instances) needs
 * the same AUTH_SECRET on every instance, so it must be configured.
 */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
