import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { apiKeys } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";

/** 'This key no longer exists.': someone else's key is answered like one that is not there. */
export const apiKeyNotFound = () => new AppError("not-found", "api-keys.error.notFound");

/**
 * Revokes one of the owner's keys for good (docs/product/open-platform.md, API keys): the next request made with it
 * is refused (authenticate-api-key.server.ts reads only keys not revoked). Throws `not-found` for an unknown,
 * revoked or someone else's key. Returns its name, for the page's message.
 */
export async function revokeApiKey(db: Database, { userId, keyId }: { userId: string; keyId: string }) {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  if (!revoked) throw apiKeyNotFound();
  return revoked;
}

/** One of the owner's keys that still works, for the page that asks to confirm its revocation. */
export async function findLiveApiKey(db: Database, { userId, keyId }: { userId: string; keyId: string }) {
  const [key] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, tokenPrefix: apiKeys.tokenPrefix })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if (!key) throw apiKeyNotFound();
  return key;
}
