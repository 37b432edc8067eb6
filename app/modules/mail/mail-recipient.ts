import type { Locale } from "#app/modules/i18n/locales.ts";

/** Who a mail goes to, and the language it is written in: an account's, or the page's an address was given on. */
export interface MailRecipient {
  email: string;
  locale: Locale;
}
