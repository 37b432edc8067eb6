import { isStorableText } from "#app/lib/storable-text.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { conversationMessageMaxLength } from "./conversation-rules.ts";

const messageRequired: MessageId = "conversations.message.required";

/**
 * A message's body: stored as accepted (trimmed), never cut short (docs/product/conversations.md). Its messages
 * are ids (ADR 056); `conversations.message.tooLong` names {@link conversationMessageMaxLength}.
 */
export const conversationMessageBody = z
  .string({ error: messageRequired })
  .trim()
  .min(1, { error: messageRequired })
  .max(conversationMessageMaxLength, { error: "conversations.message.tooLong" satisfies MessageId })
  .refine(isStorableText, { error: "conversations.message.unsupported" satisfies MessageId });

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
  { error: "conversations.thread.chooseAction" satisfies MessageId },
);
export type ThreadActionInput = z.output<typeof threadActionSchema>;

/** A conversation's id as it appears in /inbox/{id}; anything else is answered like an unknown one. */
export const conversationIdSchema = z.uuid();
