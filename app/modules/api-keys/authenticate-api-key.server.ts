import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ApiKeyScope, apiKeys } from "#app/db/schema.ts";
import { hashApiKeyToken, looksLikeApiKeyToken } from "./api-key-token.server.ts";

export interface ApiCaller {
  keyId: string;
  userId: string;
  scopes: readonly ApiKeyScope[];
}

/** A key's 'Last used' is written at most this often, so a busy key costs one write a minute, not one a request. */
const lastUseResolutionMs = 60_000;

/**
 * The caller an `Authorization` header names: `null` without one (an anonymous reader), `"invalid"` for a header
 * that is not `Bearer <a live key>` (malformed, unknown or revoked: the API answers 401 alike).
 */
export async function authenticateApiKey(
  db: Database,
  authorization: string | undefined,
  now = new Date(),
): Promise<ApiCaller | "invalid" | null> {
  if (authorization === undefined || authorization === "") return null;
  const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim());
  if (!match?.[1] || !looksLikeApiKeyToken(match[1])) return "invalid";
  const [key] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.tokenHash, hashApiKeyToken(match[1])), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) return "invalid";
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - lastUseResolutionMs))),
      ),
    );
  return { keyId: key.id, userId: key.userId, scopes: key.scopes };
}
