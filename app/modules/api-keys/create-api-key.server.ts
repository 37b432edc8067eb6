import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { apiKeys, user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { apiKeyCreatedMail } from "./api-key-created-mail.ts";
import { type ApiKeyScope, maxLiveApiKeys } from "./api-key-rules.ts";
import { newApiKeyToken } from "./api-key-token.server.ts";

export interface CreateApiKeyOptions {
  db: Database;
  /** The account the key acts as, its address and language (the mail that tells of the key). */
  owner: { id: string; email: string; locale: Locale };
  /** As typed. */
  name: string;
  scopes: readonly ApiKeyScope[];
  /** BASE_URL: the mail's link. */
  baseUrl: string;
  /** Wakes the mail worker once the mail was committed. */
  notifyOutbox?: () => void;
}

export interface CreatedApiKey {
  id: string;
  name: string;
  /** The whole key: shown once to its owner, never stored, never logged. */
  token: string;
}

/**
 * Makes an API key for its owner (docs/product/open-platform.md, API keys): stored as its hash and its first
 * characters, at most 10 not revoked per account (counted under a lock on the account's row, so two requests at once
 * cannot both take the tenth place: AppError `conflict`), and the owner mailed in the same transaction.
 */
export async function createApiKey({
  db,
  owner,
  name,
  scopes,
  baseUrl,
  notifyOutbox,
}: CreateApiKeyOptions): Promise<CreatedApiKey> {
  const { token, tokenPrefix, tokenHash } = newApiKeyToken();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${owner.id} for update`);
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, owner.id), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= maxLiveApiKeys) throw new AppError("conflict", "api-keys.error.limitReached");
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: owner.id, name, scopes: [...scopes], tokenPrefix, tokenHash })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error("The API key insert returned no row");
    await enqueueMail(tx, apiKeyCreatedMail({ baseUrl, to: owner, name, tokenPrefix, scopes }));
    return row;
  });
  notifyOutbox?.();
  return { id: created.id, name, token };
}
