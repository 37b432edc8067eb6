// The contact form's limits (docs/product/contact-and-newsletter.md); browser-safe. Its words are in the
// conversations catalogs (messages/en-US.json, `contact.*`).

export const contactFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

export type ContactField = keyof typeof contactFieldLimits;
