// What the newsletter box, /api/newsletter and the newsletter pages say, as message ids of the newsletter's
// catalogs (ADR 056): replies carry the id, the page that shows one says it in its language. No zod, so the
// browser can import it.
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export const newsletterTexts = {
  /**
   * The one answer to every accepted sign-up, whether the address is new, awaiting confirmation or
   * already subscribed, so the answer never tells who subscribed (docs/product/contact-and-newsletter.md).
   */
  checkEmail: "newsletter.reply.checkEmail",
  subscribed: "newsletter.confirm.subscribed",
  alreadySubscribed: "newsletter.confirm.alreadySubscribed",
  failed: "newsletter.reply.failed",
  invalidEmail: "newsletter.reply.invalidEmail",
  rateLimited: "newsletter.reply.rateLimited",
  unsubscribed: "newsletter.unsubscribe.done",
  invalidLink: "newsletter.unsubscribe.invalidLink",
  invalidConfirmLink: "newsletter.confirm.invalidLink",
} as const satisfies Record<string, MessageId>;

/** The outcome of a form post (no JavaScript), carried back in `?newsletter=`. */
export const newsletterOutcomes = {
  "check-email": newsletterTexts.checkEmail,
  invalid: newsletterTexts.invalidEmail,
  "rate-limited": newsletterTexts.rateLimited,
} as const;

export type NewsletterOutcome = keyof typeof newsletterOutcomes;

export const newsletterEmailMaxLength = 254;
