import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

export interface SetAccountLanguageOptions {
  db: Database;
  userId: string;
  locale: Locale;
}

/**
 * Stores the language the account's e-mails are written in (docs/product/languages.md, "An account's language").
 * The site's pages keep following their address: this changes no page's language.
 */
export async function setAccountLanguage({ db, userId, locale }: SetAccountLanguageOptions): Promise<void> {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}
