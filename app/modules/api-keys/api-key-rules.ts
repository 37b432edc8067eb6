// An account's API keys (docs/product/open-platform.md, API keys): how many, how long a name, and each scope's words.
// Browser-safe: the settings page reads them.
import type { ApiKeyScope } from "#app/db/open-platform-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export { type ApiKeyScope, apiKeyScopes } from "#app/db/open-platform-vocabulary.ts";

/** `api-keys.form.nameTooLong` names it. */
export const maxApiKeyNameLength = 60;

/** Keys not revoked, per account: enough for a few programs, not a key per request (`api-keys.error.limitReached`). */
export const maxLiveApiKeys = 10;

/** Each scope as the page names it, and what it lets a program do. */
export const apiKeyScopeWords: Record<ApiKeyScope, { label: MessageId; hint: MessageId }> = {
  read: { label: "api-keys.scope.read", hint: "api-keys.scope.readHint" },
  manage_listings: { label: "api-keys.scope.manageListings", hint: "api-keys.scope.manageListingsHint" },
};
