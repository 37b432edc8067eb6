// What the contact panel and its action say (docs/product/contact-and-newsletter.md); browser-safe.

export const contactTexts = {
  heading: "Contact the Seller",
  sent: "✅ Your message has been sent!",
  failed: "Message failed to send.",
  invalid: "Please check the highlighted fields.",
  rateLimited: "You have sent too many messages. Please try again later.",
  sellerUnavailable: "This seller cannot receive messages right now.",
  listingNotFound: "This listing is not available.",
  visitorNote: "Your message and contact details go to the seller by e-mail, so they can reply to you directly.",
} as const;

export const contactFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

export type ContactField = keyof typeof contactFieldLimits;
