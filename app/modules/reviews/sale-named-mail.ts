import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { forSubject, oneLine } from "./mail-words.ts";
import { type NamedPerson, personName } from "./party-name.ts";

export interface SaleNamedMailOptions {
  baseUrl: string;
  /** The buyer the seller named, in their language. */
  to: MailRecipient;
  seller: NamedPerson;
  listingTitle: string;
  saleId: string;
}

/**
 * The mail to the buyer a seller named when marking a listing sold (docs/product/people-and-trust.md, "Sales and
 * reviews"): "{seller} says you bought {listing}: confirm it", with the link to the sale's page, where the buyer
 * confirms or says it was not them.
 */
export function saleNamedMail({ baseUrl, to, seller, listingTitle, saleId }: SaleNamedMailOptions): OutgoingMailInput {
  const translator = translatorFor(to.locale);
  const { t } = translator;
  const name = oneLine(personName(seller, translator));
  const title = oneLine(listingTitle);
  return {
    to: to.email,
    subject: t("reviews.mail.saleNamed.subject", { seller: forSubject(name), title: forSubject(title) }),
    ...renderMail({
      baseUrl,
      locale: to.locale,
      heading: t("reviews.mail.saleNamed.heading"),
      paragraphs: [t("reviews.mail.saleNamed.said", { seller: name, title }), t("reviews.mail.saleNamed.confirm")],
      action: { label: t("reviews.mail.saleNamed.action"), url: pathInLocale(`/sale/${saleId}`, to.locale) },
      reason: t("reviews.mail.saleNamed.reason"),
    }),
  };
}
