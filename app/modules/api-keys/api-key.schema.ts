// The forms of /account/api-keys (docs/product/open-platform.md, API keys): create a key, revoke one. Browser-safe;
// the messages are message ids (ADR 056).
import { idSchema } from "#app/lib/id-schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { apiKeyScopes, maxApiKeyNameLength } from "./api-key-rules.ts";

const nameRequired: MessageId = "api-keys.form.nameRequired";

/** Kept exactly as typed: only a name of nothing but spaces is refused. */
const name = z
  .string({ error: nameRequired })
  .refine((typed) => typed.trim() !== "", { error: nameRequired })
  .pipe(z.string().max(maxApiKeyNameLength, { error: "api-keys.form.nameTooLong" satisfies MessageId }));

const scopes = z
  .array(z.enum(apiKeyScopes, { error: "api-keys.form.unknownScope" satisfies MessageId }), {
    error: "api-keys.form.scopesRequired" satisfies MessageId,
  })
  .min(1, { error: "api-keys.form.scopesRequired" satisfies MessageId })
  .transform((chosen) => apiKeyScopes.filter((scope) => chosen.includes(scope)));

export const createApiKeySchema = z.object({ intent: z.literal("create"), name, scopes });

export const revokeApiKeySchema = z.object({
  intent: z.literal("revoke"),
  id: idSchema("api-keys.error.notFound" satisfies MessageId),
});

/** What /account/api-keys takes: one of its forms, told apart by `intent`. */
export const apiKeysActionSchema = z.discriminatedUnion("intent", [createApiKeySchema, revokeApiKeySchema], {
  error: "api-keys.error.unknownAction" satisfies MessageId,
});

/** `?revoke={id}`: the key whose revocation the page asks to confirm (the step that works without JavaScript). */
export const apiKeysQuerySchema = z.object({
  revoke: idSchema("api-keys.error.notFound" satisfies MessageId).optional(),
});
