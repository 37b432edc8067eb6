import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewsletterConfirmationMailOptions {
  baseUrl: string;
  email: string;
  /** The confirmation token as the link carries it (only its hash is stored). */
  confirmToken: string;
  /** How long the link works, for the mail's words. */
  validDays: number;
}

export function confirmUrl(baseUrl: string, confirmToken: string): string {
  return new URL(`/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`, baseUrl).toString();
}

/** Asks the owner of an address to confirm a sign-up (double opt-in); nothing else is sent until they do. */
export function newsletterConfirmationMail({
  baseUrl,
  email,
  confirmToken,
  validDays,
}: NewsletterConfirmationMailOptions): OutgoingMailInput {
  return {
    to: email,
    subject: "Please confirm your Roamstead newsletter subscription",
    ...renderMail({
      baseUrl,
      heading: "Confirm your newsletter subscription",
      paragraphs: [
        "Someone, probably you, asked to receive the Roamstead newsletter at this address. Please confirm with the button below; we will write now and then with new campers, builder stories and tips for life on the road.",
        `The link works for ${validDays} days. If you did not sign up, ignore this e-mail: without a confirmation this address is not subscribed and gets no newsletter.`,
      ],
      action: { label: "Confirm subscription", url: confirmUrl(baseUrl, confirmToken) },
      reason: "this address was entered in the newsletter sign-up on Roamstead.",
    }),
  };
}
