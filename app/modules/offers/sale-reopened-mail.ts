import { favoriteMailTitles, favoriteMailUnsubscribe } from "#app/modules/favorites/price-drop-mail.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface SaleReopenedMailOptions {
  baseUrl: string;
  to: string;
  /** The recipient account's language. */
  locale: Locale;
  /** The recipient's price-drop unsubscribe token: the one preference of every mail about a favorite. */
  unsubscribeToken: string;
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model">;
}

/**
 * A favorite whose pending sale reopened is for sale again (docs/product/making-the-deal.md, Sale pending): never the
 * buyer's name nor the amount they offered.
 */
export function saleReopenedMail({
  baseUrl,
  to,
  locale,
  unsubscribeToken,
  listing,
}: SaleReopenedMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  const unsubscribe = favoriteMailUnsubscribe(baseUrl, unsubscribeToken, locale);
  return {
    to,
    subject: t("offers.pending.mail.subject", { title: shortTitle }),
    listUnsubscribeUrl: unsubscribe.listUnsubscribeUrl,
    ...renderMail({
      baseUrl,
      locale,
      heading: t("offers.pending.mail.heading"),
      paragraphs: [t("offers.pending.mail.body", { title }), unsubscribe.paragraph],
      action: { label: t("offers.pending.mail.action"), url: pathInLocale(`/listing/${listing.id}`, locale) },
      reason: unsubscribe.reason,
    }),
  };
}
