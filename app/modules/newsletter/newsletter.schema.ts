import { z } from "#app/lib/zod.ts";
import { newsletterEmailMaxLength, newsletterTexts } from "./newsletter-texts.ts";

/** A newsletter sign-up: the JSON of POST /api/newsletter and the newsletter box's form. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: newsletterTexts.invalidEmail })
    .trim()
    .max(newsletterEmailMaxLength, { error: newsletterTexts.invalidEmail })
    .pipe(z.email({ error: newsletterTexts.invalidEmail }))
    .transform((email) => email.toLowerCase()),
  /** Where a form post (no JavaScript) returns to; ignored for JSON. */
  returnTo: z.string().max(2000).optional(),
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** An unsubscribe token as the mail carries it: 32 random bytes, base64url. */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A confirmation token as the confirmation mail carries it: the same form (32 random bytes, base64url). */
export const confirmTokenSchema = unsubscribeTokenSchema;
