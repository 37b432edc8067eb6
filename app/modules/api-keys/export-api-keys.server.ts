import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { apiKeys } from "#app/db/schema.ts";

/**
 * The account's API keys in its data export (docs/product/people-and-trust.md, 'Download my data'), revoked ones
 * included: names, scopes, first characters and dates. Never the hash: the export is a file that travels.
 */
export async function exportApiKeys(db: Database, userId: string) {
  return db
    .select({
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      tokenPrefix: apiKeys.tokenPrefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt));
}
