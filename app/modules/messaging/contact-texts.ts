// What the contact panel and /api/send-message say; shared so the browser never needs the schema.

export const contactTexts = {
  sent: "✅ Your message has been sent!",
  failed: "Message failed to send.",
  invalid: "Please check the highlighted fields.",
  rateLimited: "You have sent too many messages. Please try again later.",
  sellerUnavailable: "This seller cannot receive messages right now.",
  listingNotFound: "This listing is not available.",
} as const;

/** Why a form post (no JavaScript) failed, carried back to the listing page in `?contactError=`. */
export const contactErrorCodes = ["invalid", "rate-limited", "seller-unavailable", "listing-not-found"] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

export const contactErrorTexts: Record<ContactErrorCode, string> = {
  invalid: "Please fill in your first name, a valid email address and a message.",
  "rate-limited": contactTexts.rateLimited,
  "seller-unavailable": contactTexts.sellerUnavailable,
  "listing-not-found": contactTexts.listingNotFound,
};

export const contactFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

export type ContactField = keyof typeof contactFieldLimits;
