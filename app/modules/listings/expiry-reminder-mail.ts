import type { ListingTierId } from "#app/db/schema.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { type ListingSummary, listingDisplayTitle } from "./listing-summary.ts";
import { formatListingDate } from "./own-listing-status.ts";

export interface ExpiryReminderMailOptions {
  baseUrl: string;
  ownerEmail: string;
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model"> & { tier: ListingTierId; expiresAt: Date };
}

const subjectTitleLength = 100;

/** The owner's reminder, 7 days before a listing expires, with the way to renew it. */
export function expiryReminderMail({ baseUrl, ownerEmail, listing }: ExpiryReminderMailOptions): OutgoingMailInput {
  const title = listingDisplayTitle(listing).replace(/\s+/g, " ").trim();
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  const tier = listingTiers[listing.tier];
  // The reminder is written in English, its date too.
  const date = formatListingDate(listing.expiresAt, "en-US");
  return {
    to: ownerEmail,
    subject: `Your listing "${shortTitle}" expires on ${date}`,
    ...renderMail({
      baseUrl,
      heading: "Your listing expires soon",
      paragraphs: [
        `Your Roamstead listing "${title}" expires on ${date}. After that, buyers no longer find it in search.`,
        `Still selling? Renew it for another ${tier.months} ${tier.months === 1 ? "month" : "months"} on the ${tier.name} tier. The new period starts when the current one ends, so you lose no days by renewing early.`,
        "Sold it already? Congratulations! You can delete the listing from your dashboard.",
      ],
      action: { label: "Renew your listing", url: `/renew-listing/${listing.id}` },
      reason: "you have a camper listing on Roamstead.",
    }),
  };
}
