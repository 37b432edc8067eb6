// The two mails of a change of e-mail address (docs/product/people-and-trust.md, "Account settings"): the link that
// confirms the new address, sent to it, and the notice to the address in use, which keeps its owner in the know if
// someone else holds their session. Both are mail about the account itself: always sent.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { accountLinkMail } from "./account-link-mail.ts";

export interface EmailChangeMailOptions {
  baseUrl: string;
  /** The account's language. */
  locale: Locale;
  newEmail: string;
}

/** To the new address: the link (better-auth's) that makes it the account's. */
export function confirmNewEmailMail({
  newEmail,
  ...options
}: EmailChangeMailOptions & { url: string }): OutgoingMailInput {
  return accountLinkMail(
    { ...options, to: newEmail },
    {
      subject: "mail.emailChange.confirmSubject",
      heading: "mail.emailChange.confirmHeading",
      paragraphs: ["mail.emailChange.confirmAsked", "mail.emailChange.confirmLinkLife"],
      action: "mail.emailChange.confirmAction",
      reason: "mail.emailChange.confirmReason",
    },
  );
}

/** To the address in use: the change was asked for, and what to do if it was not its owner. */
export function emailChangeNoticeMail({
  baseUrl,
  locale,
  newEmail,
  oldEmail,
}: EmailChangeMailOptions & { oldEmail: string }): OutgoingMailInput {
  const { t } = translatorFor(locale);
  return {
    to: oldEmail,
    subject: t("mail.emailChange.noticeSubject"),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.emailChange.noticeHeading"),
      paragraphs: [t("mail.emailChange.noticeAsked", { email: newEmail }), t("mail.emailChange.noticeNotYou")],
      action: { label: t("mail.emailChange.noticeAction"), url: pathInLocale("/account", locale) },
      reason: t("mail.emailChange.noticeReason"),
    }),
  };
}
