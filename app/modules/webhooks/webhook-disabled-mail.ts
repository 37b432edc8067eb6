// 'Your webhook was turned off' (docs/product/open-platform.md, Webhooks): told to the endpoint's owner when repeated
// failure turned it off, in their language. Mail about the account itself: always sent.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { type WebhookDisableReason, webhookDisableReasonWords } from "./webhook-rules.ts";

export interface WebhookDisabledMailOptions {
  baseUrl: string;
  to: MailRecipient;
  url: string;
  reason: WebhookDisableReason;
  disabledAt: Date;
}

export function webhookDisabledMail({
  baseUrl,
  to,
  url,
  reason,
  disabledAt,
}: WebhookDisabledMailOptions): OutgoingMailInput {
  const { t } = translatorFor(to.locale);
  const date = formatLocaleDate(disabledAt, to.locale, "long");
  return {
    to: to.email,
    subject: t("webhooks.mail.subject"),
    ...renderMail({
      baseUrl,
      locale: to.locale,
      heading: t("webhooks.mail.subject"),
      paragraphs: [
        t("webhooks.mail.turnedOff", { url, date }),
        t(webhookDisableReasonWords[reason]),
        t("webhooks.mail.enableAgain"),
      ],
      action: { label: t("webhooks.mail.action"), url: pathInLocale("/account/webhooks", to.locale) },
      reason: t("webhooks.mail.reason"),
    }),
  };
}
