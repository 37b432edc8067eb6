// What the newsletter box, /api/newsletter and the newsletter pages say; no zod, so the browser can import it.

export const newsletterTexts = {
  /**
   * The one answer to every accepted sign-up, whether the address is new, awaiting confirmation or
   * already subscribed, so the answer never tells who subscribed (docs/product/contact-and-newsletter.md).
   */
  checkEmail:
    "Thanks! Please check your e-mail: if this address is not subscribed yet, we have sent it a link to confirm.",
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed.",
  failed: "There was a problem subscribing. Please try again later.",
  invalidEmail: "Please enter a valid email address.",
  rateLimited: "Too many sign-ups from your network. Please try again later.",
  unsubscribed: "You have been unsubscribed.",
  invalidLink:
    "This unsubscribe link is not valid. Please use the link from your most recent Roamstead newsletter e-mail.",
  invalidConfirmLink:
    "This confirmation link is not valid or has expired. Please sign up again with the newsletter box to get a new one.",
} as const;

/** The outcome of a form post (no JavaScript), carried back in `?newsletter=`. */
export const newsletterOutcomes = {
  "check-email": newsletterTexts.checkEmail,
  invalid: newsletterTexts.invalidEmail,
  "rate-limited": newsletterTexts.rateLimited,
} as const;

export type NewsletterOutcome = keyof typeof newsletterOutcomes;

export const newsletterEmailMaxLength = 254;
