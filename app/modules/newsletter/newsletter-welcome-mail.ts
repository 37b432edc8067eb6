import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewsletterWelcomeMailOptions {
  baseUrl: string;
  email: string;
  /** The subscriber's language (the page they signed up on). */
  locale: Locale;
  unsubscribeToken: string;
}

export function unsubscribeUrl(baseUrl: string, unsubscribeToken: string, locale: Locale): string {
  const path = pathInLocale(`/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, locale);
  return new URL(path, baseUrl).toString();
}

/** Welcomes a confirmed subscriber (sent once, on confirmation); its one button unsubscribes, and so do the List-Unsubscribe headers. */
export function newsletterWelcomeMail({
  baseUrl,
  email,
  locale,
  unsubscribeToken,
}: NewsletterWelcomeMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const url = unsubscribeUrl(baseUrl, unsubscribeToken, locale);
  return {
    to: email,
    subject: t("mail.newsletterWelcome.subject"),
    listUnsubscribeUrl: url,
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.newsletterWelcome.heading"),
      paragraphs: [t("mail.newsletterWelcome.thanks"), t("mail.newsletterWelcome.changeMind")],
      action: { label: t("mail.newsletterWelcome.action"), url },
      reason: t("mail.newsletterWelcome.reason"),
    }),
  };
}
