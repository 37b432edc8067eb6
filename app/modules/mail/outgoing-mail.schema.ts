import { z } from "#app/lib/zod.ts";

export const emailAddressSchema = z
  .string()
  .trim()
  .max(254, { error: "Please enter a valid email address." })
  .pipe(z.email({ error: "Please enter a valid email address." }));

/** The longest subject the outbox takes, in characters (a mail naming a title fits it: fitted-subject.ts). */
export const maxMailSubjectLength = 200;

/** What every mail must carry before it may enter the outbox. */
export const outgoingMailSchema = z.object({
  to: emailAddressSchema,
  subject: z
    .string()
    .trim()
    .min(1, { error: "A mail needs a subject." })
    .max(maxMailSubjectLength)
    // A line break in a header value would let the subject smuggle in extra headers.
    .refine((subject) => !/[\r\n]/.test(subject), { error: "A subject is one line." }),
  text: z.string().min(1, { error: "A mail needs a plain-text part." }),
  html: z.string().min(1, { error: "A mail needs an HTML part." }),
  reason: z.string().trim().min(1, { error: "A mail has to say why the recipient gets it." }),
  /** Where replies go instead of MAIL_FROM: the buyer, on a message to a seller. */
  replyTo: emailAddressSchema.optional(),
  /** An absolute https(s) URL that unsubscribes with one POST (RFC 8058): newsletter mail. */
  listUnsubscribeUrl: z.url({ protocol: /^https?$/, error: "An unsubscribe link is an http(s) URL." }).optional(),
});

export type OutgoingMailInput = z.input<typeof outgoingMailSchema>;
