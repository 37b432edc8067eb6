import type { ListingTierId } from "#app/db/schema.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { type ListingSummary, listingDisplayTitle } from "./listing-summary.ts";
import { formatListingDate } from "./own-listing-status.ts";

export interface ExpiryReminderMailOptions {
  baseUrl: string;
  ownerEmail: string;
  /** The owner account's language. */
  locale: Locale;
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model"> & { tier: ListingTierId; expiresAt: Date };
}

const subjectTitleLength = 100;

/** The owner's reminder, 7 days before a listing expires, with the way to renew it. */
export function expiryReminderMail({
  baseUrl,
  ownerEmail,
  locale,
  listing,
}: ExpiryReminderMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  const tier = listingTiers[listing.tier];
  const date = formatListingDate(listing.expiresAt, locale);
  return {
    to: ownerEmail,
    subject: t("mail.expiry.subject", { title: shortTitle, date }),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.expiry.heading"),
      paragraphs: [
        t("mail.expiry.when", { title, date }),
        t("mail.expiry.renew", { months: tier.months, tier: tier.name }),
        t("mail.expiry.sold"),
      ],
      action: { label: t("mail.expiry.action"), url: pathInLocale(`/renew-listing/${listing.id}`, locale) },
      reason: t("mail.expiry.reason"),
    }),
  };
}
