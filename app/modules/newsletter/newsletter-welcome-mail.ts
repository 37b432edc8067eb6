import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewsletterWelcomeMailOptions {
  baseUrl: string;
  email: string;
  unsubscribeToken: string;
}

export function unsubscribeUrl(baseUrl: string, unsubscribeToken: string): string {
  return new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, baseUrl).toString();
}

/** Welcomes a confirmed subscriber (sent once, on confirmation); its one button unsubscribes, and so do the List-Unsubscribe headers. */
export function newsletterWelcomeMail({
  baseUrl,
  email,
  unsubscribeToken,
}: NewsletterWelcomeMailOptions): OutgoingMailInput {
  const url = unsubscribeUrl(baseUrl, unsubscribeToken);
  return {
    to: email,
    subject: "You're subscribed to the Roamstead newsletter",
    listUnsubscribeUrl: url,
    ...renderMail({
      baseUrl,
      heading: "Welcome to the Roamstead newsletter",
      paragraphs: [
        "Thank you for subscribing! We will write now and then with new campers, builder stories and tips for life on the road.",
        "If you change your mind, one click on the link below unsubscribes you. No account or password needed.",
      ],
      action: { label: "Unsubscribe", url },
      reason: "you confirmed a subscription to the Roamstead newsletter for this address.",
    }),
  };
}
