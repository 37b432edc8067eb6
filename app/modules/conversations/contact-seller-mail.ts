import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface ContactSellerMailOptions {
  baseUrl: string;
  sellerEmail: string;
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
  listing,
  buyer,
}: ContactSellerMailOptions): OutgoingMailInput {
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
    subject: `New message about your ${shortTitle}`,
    ...renderMail({
      baseUrl,
      heading: "You have a new message",
      paragraphs: [
        `${name} wrote about your listing "${title}":`,
        ...messageLines,
        `Name: ${name}`,
        `Email: ${buyer.email}`,
        ...(buyer.phone ? [`Phone: ${buyer.phone}`] : []),
        `Reply to this e-mail to answer ${buyer.firstName}: your reply goes to ${buyer.email}. Roamstead has not shared your address; ${buyer.firstName} sees it only when you reply.`,
        "Stay safe: meet in a public place, see the camper before any money changes hands, and never send a deposit to someone you have not met.",
      ],
      action: { label: "View your listing", url: `/listing/${listing.id}` },
      reason: "a visitor used the contact form on your Roamstead listing.",
    }),
  };
}
