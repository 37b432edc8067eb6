import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { fittedSubject } from "#app/modules/mail/fitted-subject.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";

export interface NewMessageMailOptions {
  baseUrl: string;
  recipientEmail: string;
  /** The recipient account's language. */
  locale: Locale;
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
  locale,
  senderName,
  listingTitle,
  conversationId,
}: NewMessageMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = conversationMailTitles(listingTitle);
  const name = oneLine(senderName);
  return {
    to: recipientEmail,
    subject: fittedSubject((fitted) => t("mail.newMessage.subject", { name, title: fitted }), shortTitle),
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.newMessageHeading"),
      paragraphs: [
        t("mail.newMessage.wrote", { name, title }),
        t("mail.newMessage.replyInInbox", { name }),
        t("mail.staySafe"),
      ],
      action: { label: t("mail.newMessage.action"), url: pathInLocale(`/inbox/${conversationId}`, locale) },
      reason: t("mail.newMessage.reason"),
    }),
  };
}

/** The conversation's listing title on one line, and shortened for a subject. */
export function conversationMailTitles(listingTitle: string): { title: string; shortTitle: string } {
  const title = oneLine(listingTitle);
  const shortTitle = title.length > subjectTitleLength ? `${title.slice(0, subjectTitleLength - 1)}…` : title;
  return { title, shortTitle };
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
