import { isStorableText, unstorableTextMessage } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import { conversationMessageMaxLength, conversationTexts } from "./conversation-texts.ts";

/** A message's body: stored as accepted (trimmed), never cut short (docs/product/conversations.md). */
export const conversationMessageBody = z
  .string({ error: conversationTexts.messageRequired })
  .trim()
  .min(1, { error: conversationTexts.messageRequired })
  .max(conversationMessageMaxLength, { error: conversationTexts.messageTooLong })
  .refine(isStorableText, { error: unstorableTextMessage("your message") });

/** The contact panel of a signed-in buyer, POST /listing/{id}/contact: the message alone. */
export const startConversationSchema = z.object({ message: conversationMessageBody });
export type StartConversationInput = z.output<typeof startConversationSchema>;

/** The forms of a thread, POST /inbox/{id}. */
export const threadActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("reply"), message: conversationMessageBody }),
    z.object({ intent: z.literal("block") }),
    z.object({ intent: z.literal("unblock") }),
  ],
  { error: "Please choose what to do." },
);
export type ThreadActionInput = z.output<typeof threadActionSchema>;

/** A conversation's id as it appears in /inbox/{id}; anything else is answered like an unknown one. */
export const conversationIdSchema = z.uuid();
