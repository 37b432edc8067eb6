import type { FormReply } from "#app/lib/form-reply.ts";
import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { contactFieldLimits as limits } from "./contact-rules.ts";
import { conversationMessageBody, startConversationSchema } from "./conversation-message.schema.ts";

// One line of text: no control characters (a line break in a name has no business in a mail).
const singleLine = /^[^\p{Cc}]*$/u;
const oneLine = "conversations.contact.oneLine" satisfies MessageId;

const optionalLine = (max: number, tooLong: MessageId) =>
  z
    .string({ error: "conversations.contact.enterText" satisfies MessageId })
    .trim()
    .max(max, { error: tooLong })
    .regex(singleLine, { error: oneLine })
    .nullish()
    .transform((value) => value ?? "");

const firstNameRequired = "conversations.contact.firstNameRequired" satisfies MessageId;
const emailRequired = "conversations.contact.emailRequired" satisfies MessageId;
const emailInvalid = "conversations.contact.emailInvalid" satisfies MessageId;

/**
 * A visitor's message to a seller: the contact panel's form without an account, POST /listing/{id}/contact. Its
 * messages are ids (ADR 056); the words of the limits' messages name {@link limits}.
 */
export const contactMessageSchema = z.object({
  firstName: z
    .string({ error: firstNameRequired })
    .trim()
    .min(1, { error: firstNameRequired })
    .max(limits.firstName, { error: "conversations.contact.firstNameTooLong" satisfies MessageId })
    .regex(singleLine, { error: oneLine }),
  lastName: optionalLine(limits.lastName, "conversations.contact.lastNameTooLong"),
  email: z
    .string({ error: emailRequired })
    .trim()
    .min(1, { error: emailRequired })
    .max(limits.email, { error: emailInvalid })
    .pipe(z.email({ error: emailInvalid })),
  phone: optionalLine(limits.phone, "conversations.contact.phoneTooLong").refine(
    (phone) => /^[\d\s()+./x-]*$/i.test(phone),
    { error: "conversations.contact.phoneInvalid" satisfies MessageId },
  ),
  message: conversationMessageBody,
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
    .max(limits.message, { error: "conversations.message.tooLong" satisfies MessageId })
    .refine(isStorableText, { error: "conversations.message.unsupported" satisfies MessageId })
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
  invalidMessage?: MessageId;
} {
  if (buyerId) {
    return {
      schema: startConversationSchema.transform(({ message }) => ({ kind: "account" as const, buyerId, message })),
    };
  }
  return {
    schema: contactMessageSchema.transform((message) => ({ kind: "visitor" as const, message })),
    invalidMessage: "conversations.contact.invalid",
  };
}

/** What the contact panel's action answers: the reply, and the conversation a signed-in buyer can open. */
export type ContactSellerReply = FormReply & { conversationId?: string };
