// What the inbox, a thread and the contact panel say (docs/product/conversations.md); browser-safe.
import { contactFieldLimits, contactTexts } from "./contact-texts.ts";

export const conversationMessageMaxLength = contactFieldLimits.message;

/** How many messages a thread shows (the newest), and how many conversations the inbox lists. */
export const threadMessageLimit = 200;
export const inboxConversationLimit = 200;

export const conversationTexts = {
  inboxHeading: "Inbox",
  notFound: "This conversation does not exist.",
  inboxEmpty:
    "No conversations yet. When you write to a seller, or a buyer writes to you, the conversation appears here.",
  unread: "Unread",
  answeredByEmail: "Answered by e-mail",
  buyingSafely: "How to buy safely",
  messageLabel: "Message*",
  replyLabel: "Your reply",
  send: "Send Message",
  sendReply: "Send reply",
  sending: "Sending...",
  sent: contactTexts.sent,
  replySent: "Your reply has been sent.",
  openConversation: "Open the conversation",
  signedInNote:
    "Your message goes to the seller here in Roamstead; their reply arrives in your Inbox, and we e-mail you when it does. Your e-mail address is not shown to the seller.",
  /** After the 'Sign in' link: 'Sign in to keep the conversation in Roamstead.' */
  signInOfferRest: "to keep the conversation in Roamstead.",
  signInLink: "Sign in",
  failed: contactTexts.failed,
  rateLimited: contactTexts.rateLimited,
  listingNotFound: contactTexts.listingNotFound,
  sellerUnavailable: contactTexts.sellerUnavailable,
  ownListing: "This is your own listing. Messages from buyers about it are in your Inbox.",
  openInbox: "Open your Inbox",
  blockedByOther: "This member is not accepting messages from you.",
  youBlocked: "You have blocked this member. Unblock them to send a message.",
  answerByEmailOnly: "This buyer wrote without an account: please answer them by e-mail.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Please use at most ${conversationMessageMaxLength} characters for your message.`,
  anonymousBuyer:
    "This buyer wrote through the contact form without an account, so they cannot read replies here. Answer them by e-mail: your reply goes to the address they gave.",
  replyByEmail: "Reply by e-mail",
  youCannotSend: "You cannot send messages in this conversation.",
  scamNoticeHeading: "Safety notice",
  scamNoticeIntro: "This message matches patterns often seen in scams:",
  scamNoticeOutro:
    "It may be harmless; Roamstead has not blocked it. Never send money before you have seen the camper.",
  you: "You",
} as const;

/** 'Conversation with {name}' under the listing's title. */
export const withName = (name: string) => `with ${name}`;
export const blockButton = (name: string) => `Block ${name}`;
export const unblockButton = (name: string) => `Unblock ${name}`;
export const blockedNotice = (name: string) =>
  `You have blocked ${name}. Neither of you can send messages in this conversation until you unblock them.`;
export const blockDone = (name: string) => `You have blocked ${name}. They can no longer send you messages.`;
export const unblockDone = (name: string) => `You have unblocked ${name}.`;
