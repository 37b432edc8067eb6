import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import { contactFieldLimits as limits } from "./contact-texts.ts";

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

/** A buyer's message to a seller: the JSON of POST /api/send-message and the contact panel's form. */
export const contactMessageSchema = z.object({
  listingId: z.uuid({ error: "This listing is not available." }),
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
