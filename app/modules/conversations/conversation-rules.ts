// How long a message may be, and how much a thread and the inbox show (docs/product/conversations.md);
// browser-safe. Their words are in the conversations catalogs (messages/en-US.json).
import { contactFieldLimits } from "./contact-rules.ts";

/** A message's longest body; `conversations.message.tooLong` names it. */
export const conversationMessageMaxLength = contactFieldLimits.message;

/** How many messages a thread shows (the newest), and how many conversations the inbox lists. */
export const threadMessageLimit = 200;
export const inboxConversationLimit = 200;
