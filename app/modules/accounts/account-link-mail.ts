// The mails whose one action is a link better-auth made for the account: confirming the address at sign-up, resetting
// the password, confirming a new address. The same parts in the account's language, each mail with its own words.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { safeAccountLink } from "./auth-redirects.ts";

export interface AccountLinkMailOptions {
  baseUrl: string;
  /** The account's language. */
  locale: Locale;
  to: string;
  /** better-auth's link. */
  url: string;
}

/** A mail's words as message ids: `reason` completes "You received this e-mail because …". */
export interface AccountLinkMailWords {
  subject: MessageId;
  heading: MessageId;
  paragraphs: MessageId[];
  action: MessageId;
  reason: MessageId;
}

export function accountLinkMail(
  { baseUrl, locale, to, url }: AccountLinkMailOptions,
  words: AccountLinkMailWords,
): OutgoingMailInput {
  const { t } = translatorFor(locale);
  return {
    to,
    subject: t(words.subject),
    ...renderMail({
      baseUrl,
      locale,
      heading: t(words.heading),
      paragraphs: words.paragraphs.map((paragraph) => t(paragraph)),
      action: { label: t(words.action), url: safeAccountLink(url, baseUrl) },
      reason: t(words.reason),
    }),
  };
}
