import { formatPrice } from "#app/lib/money.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface AlertedListing {
  id: string;
  title: string;
  make: string;
  model: string;
  priceCents: number;
  location: string;
}

export interface SavedSearchAlertMailOptions {
  baseUrl: string;
  email: string;
  kind: "instant" | "daily";
  search: { name: string; unsubscribeToken: string };
  listings: AlertedListing[];
}

export function savedSearchUnsubscribeUrl(baseUrl: string, token: string): string {
  return new URL(`/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, baseUrl).toString();
}

/** The subject of an alert mail, word for word from docs/product/buyers-come-back.md. */
export function savedSearchAlertSubject(kind: "instant" | "daily", name: string, count: number): string {
  if (kind === "daily") return `Your daily campers for "${name}"`;
  return count === 1 ? `New camper for your search "${name}"` : `${count} new campers for your search "${name}"`;
}

/**
 * New campers for a saved search: each one's title, price, place and link, the way to manage every saved
 * search, and a one-click unsubscribe for this one (List-Unsubscribe, RFC 8058).
 */
export function savedSearchAlertMail({
  baseUrl,
  email,
  kind,
  search,
  listings,
}: SavedSearchAlertMailOptions): OutgoingMailInput {
  const unsubscribeUrl = savedSearchUnsubscribeUrl(baseUrl, search.unsubscribeToken);
  const campers = listings.map((listing) => {
    const url = new URL(`/listing/${listing.id}`, baseUrl).toString();
    return `${listingDisplayTitle(listing)}, ${formatPrice(listing.priceCents)}, ${listing.location}: ${url}`;
  });
  return {
    to: email,
    subject: savedSearchAlertSubject(kind, search.name, listings.length),
    listUnsubscribeUrl: unsubscribeUrl,
    ...renderMail({
      baseUrl,
      heading: kind === "daily" ? `Today's campers for "${search.name}"` : `New campers for "${search.name}"`,
      paragraphs: [
        listings.length === 1
          ? "A camper matching your saved search was just listed:"
          : "Campers matching your saved search:",
        ...campers,
        `To stop these alerts for "${search.name}", open ${unsubscribeUrl}`,
      ],
      action: { label: "Manage your saved searches", url: "/saved-searches" },
      reason: `you saved the search "${search.name}" on Roamstead with e-mail alerts.`,
    }),
  };
}
