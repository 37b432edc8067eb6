import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewsletterConfirmationMailOptions {
  baseUrl: string;
  email: string;
  /** The language of the page the address signed up on. */
  locale: Locale;
  /** The confirmation token as the link carries it (only its hash is stored). */
  confirmToken: string;
  /** How long the link works, for the mail's words. */
  validDays: number;
}

export function confirmUrl(baseUrl: string, confirmToken: string, locale: Locale): string {
  const path = pathInLocale(`/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`, locale);
  return new URL(path, baseUrl).toString();
}

/** Asks the owner of an address to confirm a sign-up (double opt-in); nothing else is sent until they do. */
export function newsletterConfirmationMail({
  baseUrl,
  email,
  locale,
  confirmToken,
  validDays,
}: NewsletterConfirmationMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  return {
    to: email,
    subject: t("mail.newsletterConfirm.subject"),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.newsletterConfirm.heading"),
      paragraphs: [t("mail.newsletterConfirm.asked"), t("mail.newsletterConfirm.linkLife", { days: validDays })],
      action: { label: t("mail.newsletterConfirm.action"), url: confirmUrl(baseUrl, confirmToken, locale) },
      reason: t("mail.newsletterConfirm.reason"),
    }),
  };
}
