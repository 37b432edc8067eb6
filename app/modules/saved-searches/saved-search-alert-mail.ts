import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface AlertedListing {
  id: string;
  title: string;
  make: string;
  model: string;
  /** The asking price, in cents of `currency`. */
  askingPriceCents: number;
  currency: Currency;
  location: string;
}

export interface SavedSearchAlertMailOptions {
  baseUrl: string;
  email: string;
  /** The buyer account's language. */
  locale: Locale;
  kind: "instant" | "daily";
  search: { name: string; unsubscribeToken: string };
  listings: AlertedListing[];
}

/**
 * New campers for a saved search: each one's title, price, place and link, the way to manage every saved
 * search, and a one-click unsubscribe for this one (List-Unsubscribe, RFC 8058). The subjects are word for word
 * from docs/product/buyers-come-back.md.
 */
export function savedSearchAlertMail({
  baseUrl,
  email,
  locale,
  kind,
  search,
  listings,
}: SavedSearchAlertMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const link = (path: string) => new URL(pathInLocale(path, locale), baseUrl).toString();
  const unsubscribeUrl = link(`/saved-searches/unsubscribe?token=${encodeURIComponent(search.unsubscribeToken)}`);
  const campers = listings.map((listing) =>
    t("mail.alert.camper", {
      title: listingDisplayTitle(listing),
      price: formatMoney(listing.askingPriceCents, listing.currency, locale),
      location: listing.location,
      url: link(`/listing/${listing.id}`),
    }),
  );
  const name = search.name;
  const count = listings.length;
  return {
    to: email,
    subject:
      kind === "daily" ? t("mail.alert.dailySubject", { name }) : t("mail.alert.instantSubject", { name, count }),
    listUnsubscribeUrl: unsubscribeUrl,
    ...renderMail({
      baseUrl,
      locale,
      heading: kind === "daily" ? t("mail.alert.dailyHeading", { name }) : t("mail.alert.instantHeading", { name }),
      paragraphs: [t("mail.alert.intro", { count }), ...campers, t("mail.alert.stop", { name, url: unsubscribeUrl })],
      action: { label: t("mail.alert.action"), url: pathInLocale("/saved-searches", locale) },
      reason: t("mail.alert.reason", { name }),
    }),
  };
}
