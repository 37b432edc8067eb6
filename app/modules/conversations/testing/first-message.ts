// A buyer's first message to a seller, for the tests of what follows one (reply reminders and times, sales, mail
// choices): always the same question; who asks, about what and from where is the test's.
import { type StartConversationOptions, startConversation } from "../start-conversation.server.ts";

export type FirstMessageOptions = Omit<StartConversationOptions, "message" | "notifyOutbox" | "senderIp"> &
  Partial<Pick<StartConversationOptions, "notifyOutbox" | "senderIp">>;

/** The buyer asks the seller whether the listing is still available (from 198.51.100.7 by default); the conversation's id. */
export async function askIfStillAvailable({
  notifyOutbox = () => {},
  senderIp = "198.51.100.7",
  ...options
}: FirstMessageOptions): Promise<string> {
  const { conversationId } = await startConversation({
    ...options,
    notifyOutbox,
    senderIp,
    message: "Is it still available?",
  });
  return conversationId;
}
