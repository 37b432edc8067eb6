// What the newsletter box, /api/newsletter and the unsubscribe page say; no zod, so the browser can import it.

export const newsletterTexts = {
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed.",
  failed: "There was a problem subscribing. Please try again later.",
  invalidEmail: "Please enter a valid email address.",
  rateLimited: "Too many sign-ups from your network. Please try again later.",
  unsubscribed: "You have been unsubscribed.",
  invalidLink:
    "This unsubscribe link is not valid. Please use the link from your most recent Roamstead newsletter e-mail.",
} as const;

/** The outcome of a form post (no JavaScript), carried back in `?newsletter=`. */
export const newsletterOutcomes = {
  subscribed: newsletterTexts.subscribed,
  "already-subscribed": newsletterTexts.alreadySubscribed,
  invalid: newsletterTexts.invalidEmail,
  "rate-limited": newsletterTexts.rateLimited,
} as const;

export type NewsletterOutcome = keyof typeof newsletterOutcomes;

export const newsletterEmailMaxLength = 254;
