import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { forSubject, oneLine } from "./mail-words.ts";
import { type NamedPerson, personName } from "./party-name.ts";

export interface ReviewPublishedMailOptions {
  baseUrl: string;
  /** The person reviewed, in their language. */
  to: MailRecipient;
  author: NamedPerson;
  listingTitle: string;
  saleId: string;
}

/** The mail to the person reviewed once the review of them is public: they may answer it once. */
export function reviewPublishedMail({
  baseUrl,
  to,
  author,
  listingTitle,
  saleId,
}: ReviewPublishedMailOptions): OutgoingMailInput {
  const translator = translatorFor(to.locale);
  const { t } = translator;
  const name = oneLine(personName(author, translator));
  return {
    to: to.email,
    subject: t("reviews.mail.reviewPublished.subject", { author: forSubject(name) }),
    ...renderMail({
      baseUrl,
      locale: to.locale,
      heading: t("reviews.mail.reviewPublished.heading"),
      paragraphs: [
        t("reviews.mail.reviewPublished.public", { author: name, title: oneLine(listingTitle) }),
        t("reviews.mail.reviewPublished.replyOnce"),
      ],
      action: { label: t("reviews.mail.reviewPublished.action"), url: pathInLocale(`/sale/${saleId}`, to.locale) },
      reason: t("reviews.mail.reason"),
    }),
  };
}
