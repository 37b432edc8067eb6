import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface ContactSellerMailOptions {
  baseUrl: string;
  sellerEmail: string;
  /** The seller account's language. */
  locale: Locale;
  listing: { id: string; title: string; make: string; model: string };
  buyer: { firstName: string; lastName: string; email: string; phone: string; message: string };
}

const subjectTitleLength = 120;

/**
 * The mail a seller gets about a buyer's message. Reply-To is the buyer, so the seller simply answers;
 * the mail names nobody but the buyer and the seller's own listing.
 */
export function contactSellerMail({
  baseUrl,
  sellerEmail,
  locale,
  listing,
  buyer,
}: ContactSellerMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  // One line, bounded: a title is the seller's own text and the subject is a mail header.
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  const name = [buyer.firstName, buyer.lastName].filter(Boolean).join(" ");
  const messageLines = buyer.message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

  return {
    to: sellerEmail,
    replyTo: buyer.email,
    subject: t("mail.contact.subject", { title: shortTitle }),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.newMessageHeading"),
      paragraphs: [
        t("mail.contact.wrote", { name, title }),
        ...messageLines,
        t("mail.contact.name", { name }),
        t("mail.contact.email", { email: buyer.email }),
        ...(buyer.phone ? [t("mail.contact.phone", { phone: buyer.phone })] : []),
        t("mail.contact.replyTo", { firstName: buyer.firstName, email: buyer.email }),
        t("mail.staySafe"),
      ],
      action: { label: t("mail.contact.action"), url: pathInLocale(`/listing/${listing.id}`, locale) },
      reason: t("mail.contact.reason"),
    }),
  };
}
