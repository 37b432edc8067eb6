// The dashboard's 'Language of your e-mails' form (docs/product/languages.md, "An account's language"), read by the
// form and the server. Browser-safe.
import { z } from "#app/lib/zod.ts";
import { locales } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

const invalidLanguage = "accounts.language.invalid" satisfies MessageId;

export const accountLanguageSchema = z.object({
  intent: z.literal("language"),
  locale: z.enum(locales, { error: invalidLanguage }),
});

export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
