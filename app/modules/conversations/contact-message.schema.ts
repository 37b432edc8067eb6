import type { FormReply } from "#app/lib/form-reply.ts";
import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import { contactTexts, contactFieldLimits as limits } from "./contact-texts.ts";
import { startConversationSchema } from "./conversation-message.schema.ts";

// One line of text: no control characters (a line break in a name has no business in a mail).
const singleLine = /^[^\p{Cc}]*$/u;

const optionalLine = (max: number, tooLong: string) =>
  z
    .string({ error: "Please enter text." })
    .trim()
    .max(max, { error: tooLong })
    .regex(singleLine, { error: "Please use one line." })
    .nullish()
    .transform((value) => value ?? "");

/** A visitor's message to a seller: the contact panel's form without an account, POST /listing/{id}/contact. */
export const contactMessageSchema = z.object({
  firstName: z
    .string({ error: "Please enter your first name." })
    .trim()
    .min(1, { error: "Please enter your first name." })
    .max(limits.firstName, { error: `Please use at most ${limits.firstName} characters for your first name.` })
    .regex(singleLine, { error: "Please use one line." }),
  lastName: optionalLine(limits.lastName, `Please use at most ${limits.lastName} characters for your last name.`),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, { error: "Please enter your email address." })
    .max(limits.email, { error: "Please enter a valid email address." })
    .pipe(z.email({ error: "Please enter a valid email address." })),
  phone: optionalLine(limits.phone, `Please use at most ${limits.phone} characters for the phone number.`).refine(
    (phone) => /^[\d\s()+./x-]*$/i.test(phone),
    { error: "Please enter a phone number with digits, spaces and + ( ) - only." },
  ),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, { error: "Please enter a message." })
    .max(limits.message, { error: `Please use at most ${limits.message} characters for your message.` })
    .refine(isStorableText, { error: unstorableTextMessage("your message") }),
  /** The honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.unknown().optional(),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/**
 * 'Sign in' in a visitor's panel posts the form to /listing/{id}/contact?next=sign-in: the message written so far
 * (perhaps none) is carried through sign-in, and the other fields are not needed.
 */
export const signInFirstSchema = z.object({
  message: z
    .string()
    .trim()
    .max(limits.message, { error: `Please use at most ${limits.message} characters for your message.` })
    .refine(isStorableText, { error: unstorableTextMessage("your message") })
    .optional(),
});

/** The query that asks the contact action to sign in first. */
export const contactQuerySchema = z.object({ next: z.literal("sign-in").optional() });

/** Who writes: a signed-in buyer (their account and the message) or a visitor (the contact form's fields). */
export type ContactSellerSender =
  | { kind: "account"; buyerId: string; message: string }
  | { kind: "visitor"; message: ContactMessageInput };

/**
 * How the panel's one action (POST /listing/{id}/contact) reads its body, by who is asking: a signed-in buyer
 * sends the message alone, a visitor the contact form. Either becomes the sender `contactSeller` takes.
 */
export function contactSellerInput(buyerId: string | null): {
  schema: z.ZodType<ContactSellerSender>;
  invalidMessage?: string;
} {
  if (buyerId) {
    return {
      schema: startConversationSchema.transform(({ message }) => ({ kind: "account" as const, buyerId, message })),
    };
  }
  return {
    schema: contactMessageSchema.transform((message) => ({ kind: "visitor" as const, message })),
    invalidMessage: contactTexts.invalid,
  };
}

/** What the contact panel's action answers: the reply, and the conversation a signed-in buyer can open. */
export type ContactSellerReply = FormReply & { conversationId?: string };
