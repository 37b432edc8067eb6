import type { Money } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

/** Whom a mail about a favorite goes to. */
export interface FavoriteMailRecipient {
  baseUrl: string;
  to: string;
  /** The recipient account's language. */
  locale: Locale;
  /** The recipient's price-drop unsubscribe token (user.priceDropUnsubscribeToken): one preference for them all. */
  unsubscribeToken: string;
}

export interface PriceDropMailOptions extends FavoriteMailRecipient {
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model">;
  /** The asking price before and after, in one currency. */
  oldPrice: Money;
  newPrice: Money;
}

const subjectTitleLength = 100;

/** The one-click link that turns a buyer's price-drop mails off (RFC 8058), its page in the buyer's language. */
export function priceDropUnsubscribeUrl(baseUrl: string, token: string, locale: Locale): string {
  const path = pathInLocale(`/price-drop-alerts/unsubscribe?token=${encodeURIComponent(token)}`, locale);
  return new URL(path, baseUrl).toString();
}

/** A listing's title on one line, and shortened for a subject. */
export function favoriteMailTitles(listing: Pick<ListingSummary, "title" | "make" | "model">) {
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  return { title, shortTitle };
}

/**
 * How every mail about a favorite ends (the price drop, the sale: one preference): the one-click
 * unsubscribe for the List-Unsubscribe header, and the sentence that offers it.
 */
function favoriteMailUnsubscribe(baseUrl: string, unsubscribeToken: string, locale: Locale) {
  const { t } = translatorFor(locale);
  const listUnsubscribeUrl = priceDropUnsubscribeUrl(baseUrl, unsubscribeToken, locale);
  return {
    listUnsubscribeUrl,
    // The Favorites page's checkbox, named as that page shows it.
    paragraph: t("mail.favorite.unsubscribe", { url: listUnsubscribeUrl, label: t("favorites.alerts.label") }),
    reason: t("mail.favorite.reason"),
  };
}

/** What one mail about a favorite says: its subject, heading and sentence, and its button to a page of the site. */
export interface FavoriteMailWords {
  subject: string;
  heading: string;
  body: string;
  /** `path` in the recipient's language. */
  action: { label: string; path: string };
}

/** A mail about a favorite (a price drop, the sale, a pending sale reopened): its words, then the unsubscribe. */
export function favoriteMail(
  { baseUrl, to, locale, unsubscribeToken }: FavoriteMailRecipient,
  { subject, heading, body, action }: FavoriteMailWords,
): OutgoingMailInput {
  const unsubscribe = favoriteMailUnsubscribe(baseUrl, unsubscribeToken, locale);
  return {
    to,
    subject,
    listUnsubscribeUrl: unsubscribe.listUnsubscribeUrl,
    ...renderMail({
      baseUrl,
      locale,
      heading,
      paragraphs: [body, unsubscribe.paragraph],
      action: { label: action.label, url: pathInLocale(action.path, locale) },
      reason: unsubscribe.reason,
    }),
  };
}

/** A favorite got cheaper (docs/product/buyers-come-back.md, "Price history and price drops"). */
export function priceDropMail({ listing, oldPrice, newPrice, ...recipient }: PriceDropMailOptions): OutgoingMailInput {
  const { locale } = recipient;
  const { t } = translatorFor(locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  const prices = {
    oldPrice: formatMoney(oldPrice.cents, oldPrice.currency, locale),
    newPrice: formatMoney(newPrice.cents, newPrice.currency, locale),
    difference: formatMoney(oldPrice.cents - newPrice.cents, newPrice.currency, locale),
  };
  return favoriteMail(recipient, {
    subject: t("mail.priceDrop.subject", { title: shortTitle }),
    heading: t("mail.priceDrop.heading"),
    body: t("mail.priceDrop.dropped", { title, ...prices }),
    action: { label: t("mail.priceDrop.action"), path: `/listing/${listing.id}` },
  });
}
