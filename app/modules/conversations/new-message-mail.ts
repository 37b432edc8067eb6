import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewMessageMailOptions {
  baseUrl: string;
  recipientEmail: string;
  senderName: string;
  listingTitle: string;
  conversationId: string;
}

const subjectTitleLength = 120;

/**
 * The mail that tells one party of a conversation that the other wrote (docs/product/conversations.md,
 * "Mails"). It carries a link to the thread and nothing else of the conversation: no Reply-To, neither
 * party's address, and not the message itself (which could hold an address or a scammer's instructions
 * that the thread shows with a safety notice).
 */
export function newMessageMail({
  baseUrl,
  recipientEmail,
  senderName,
  listingTitle,
  conversationId,
}: NewMessageMailOptions): OutgoingMailInput {
  const title = oneLine(listingTitle);
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  const name = oneLine(senderName);
  return {
    to: recipientEmail,
    subject: `New message from ${name} about ${shortTitle}`,
    ...renderMail({
      baseUrl,
      heading: "You have a new message",
      paragraphs: [
        `${name} wrote to you about "${title}" on Roamstead.`,
        `Read it and reply in your Roamstead inbox. Replying to this e-mail does not reach ${name}.`,
        "Stay safe: meet in a public place, see the camper before any money changes hands, and never send a deposit to someone you have not met.",
      ],
      action: { label: "Read the message", url: `/inbox/${conversationId}` },
      reason: "you have a conversation about a camper on Roamstead.",
    }),
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
