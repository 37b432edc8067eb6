import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { apiKeys } from "#app/db/schema.ts";
import type { ApiKeyScope } from "./api-key-rules.ts";

/** One key as its owner's page lists it: never its hash. */
export interface ApiKeyListItem {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters (`rsk_abc123`), to tell keys apart. */
  tokenPrefix: string;
  createdAt: Date;
  /** Null: never used. */
  lastUsedAt: Date | null;
}

/** The account's keys that still work, the newest first (docs/product/open-platform.md, API keys). */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyListItem[]> {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      tokenPrefix: apiKeys.tokenPrefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
