import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { forSubject, oneLine } from "./mail-words.ts";
import { type NamedPerson, personName } from "./party-name.ts";

export interface SaleConfirmedMailOptions {
  baseUrl: string;
  /** The seller, in their language. */
  to: MailRecipient;
  buyer: NamedPerson;
  listingTitle: string;
  saleId: string;
  /** The last day reviews are written (and the day they are all public). */
  reviewsCloseAt: Date;
}

/** The mail to the seller once the buyer confirmed: they may review each other until the window closes. */
export function saleConfirmedMail({
  baseUrl,
  to,
  buyer,
  listingTitle,
  saleId,
  reviewsCloseAt,
}: SaleConfirmedMailOptions): OutgoingMailInput {
  const translator = translatorFor(to.locale);
  const { t } = translator;
  const name = oneLine(personName(buyer, translator));
  const title = oneLine(listingTitle);
  const date = formatLocaleDate(reviewsCloseAt, to.locale, "long");
  return {
    to: to.email,
    subject: t("reviews.mail.saleConfirmed.subject", { buyer: forSubject(name), title: forSubject(title) }),
    ...renderMail({
      baseUrl,
      locale: to.locale,
      heading: t("reviews.mail.saleConfirmed.heading"),
      paragraphs: [
        t("reviews.mail.saleConfirmed.confirmed", { buyer: name, title }),
        t("reviews.mail.saleConfirmed.review", { date }),
      ],
      action: { label: t("reviews.mail.saleConfirmed.action"), url: pathInLocale(`/sale/${saleId}`, to.locale) },
      reason: t("reviews.mail.reason"),
    }),
  };
}
