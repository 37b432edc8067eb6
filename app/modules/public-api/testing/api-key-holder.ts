// An account with an API key of the given scopes, made as the account settings make one (app/modules/api-keys).
import { randomUUID } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import type { ApiKeyScope } from "#app/db/open-platform-vocabulary.ts";
import { createApiKey } from "#app/modules/api-keys/create-api-key.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";

export interface ApiKeyHolder {
  userId: string;
  keyId: string;
  /** The key as its owner sends it: `Authorization: Bearer <token>`. */
  token: string;
}

export async function apiKeyHolder(db: Database, scopes: readonly ApiKeyScope[] = ["read"]): Promise<ApiKeyHolder> {
  const email = `api-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await insertUser(db, email);
  const owner = { id: userId, email, locale: "en-US" as const };
  const { id, token } = await createApiKey({ db, owner, name: "Contract tests", scopes, baseUrl: testBaseUrl });
  return { userId, keyId: id, token };
}

export const bearer = (holder: ApiKeyHolder) => ({ authorization: `Bearer ${holder.token}` });
