import { formatPrice } from "#app/lib/money.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface PriceDropMailOptions {
  baseUrl: string;
  to: string;
  /** The recipient's price-drop unsubscribe token (user.priceDropUnsubscribeToken). */
  unsubscribeToken: string;
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model">;
  oldPriceCents: number;
  newPriceCents: number;
}

const subjectTitleLength = 100;

/** The one-click link that turns a buyer's price-drop mails off (RFC 8058). */
export function priceDropUnsubscribeUrl(baseUrl: string, token: string): string {
  return new URL(`/price-drop-alerts/unsubscribe?token=${encodeURIComponent(token)}`, baseUrl).toString();
}

/** A listing's title on one line, and shortened for a subject. */
export function favoriteMailTitles(listing: Pick<ListingSummary, "title" | "make" | "model">) {
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  return { title, shortTitle };
}

/** The Favorites page's checkbox as the mails name it (e-mails are in English; its words are `favorites.alerts.label`). */
const priceDropAlertsLabel = "Email me when a favorite's price drops";

/**
 * How every mail about a favorite ends (the price drop, the sale: one preference): the one-click
 * unsubscribe for the List-Unsubscribe header, and the sentence that offers it.
 */
export function favoriteMailUnsubscribe(baseUrl: string, unsubscribeToken: string) {
  const listUnsubscribeUrl = priceDropUnsubscribeUrl(baseUrl, unsubscribeToken);
  return {
    listUnsubscribeUrl,
    paragraph: `To stop these emails, open ${listUnsubscribeUrl} (one click, no sign-in needed), or untick "${priceDropAlertsLabel}" on your Favorites page.`,
    reason: "you saved this camper to your favorites on Roamstead.",
  };
}

/** A favorite got cheaper (docs/product/buyers-come-back.md, "Price history and price drops"). */
export function priceDropMail({
  baseUrl,
  to,
  unsubscribeToken,
  listing,
  oldPriceCents,
  newPriceCents,
}: PriceDropMailOptions): OutgoingMailInput {
  const { title, shortTitle } = favoriteMailTitles(listing);
  const unsubscribe = favoriteMailUnsubscribe(baseUrl, unsubscribeToken);
  return {
    to,
    subject: `Price drop: ${shortTitle}`,
    listUnsubscribeUrl: unsubscribe.listUnsubscribeUrl,
    ...renderMail({
      baseUrl,
      heading: "A favorite of yours is cheaper now",
      paragraphs: [
        `"${title}" dropped from ${formatPrice(oldPriceCents)} to ${formatPrice(newPriceCents)}, ${formatPrice(oldPriceCents - newPriceCents)} less.`,
        unsubscribe.paragraph,
      ],
      action: { label: "See the camper", url: `/listing/${listing.id}` },
      reason: unsubscribe.reason,
    }),
  };
}
