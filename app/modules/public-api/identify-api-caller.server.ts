// Who calls the API: an anonymous reader, the owner of a live key, or a refusal. A key whose account is banned (a ban
// still running, better-auth's admin plugin) or deleted calls nothing: its owner may not act on the site either.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { type ApiCaller, authenticateApiKey } from "#app/modules/api-keys/authenticate-api-key.server.ts";
import { isAccountActive } from "#app/modules/questions/account-standing.ts";

/** `null`: no key; `"invalid"`: not a live key (401); `"suspended"`: a live key of a banned or deleted account (403). */
export async function identifyApiCaller(
  db: Database,
  authorization: string | undefined,
): Promise<ApiCaller | "invalid" | "suspended" | null> {
  const caller = await authenticateApiKey(db, authorization);
  if (caller === null || caller === "invalid") return caller;
  const [owner] = await db
    .select({ banned: user.banned, banExpires: user.banExpires, deletedAt: user.deletedAt })
    .from(user)
    .where(eq(user.id, caller.userId))
    .limit(1);
  return owner && isAccountActive(owner) ? caller : "suspended";
}
